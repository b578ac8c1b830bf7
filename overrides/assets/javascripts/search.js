/*
 * Coursebook's search (hooks/search.py writes the Pagefind index at the end of
 * each build; overrides/partials/site-search.html holds the button and dialog).
 *
 * Nothing is fetched until the reader opens search. Pagefind keeps one index per
 * <html lang>; the page's own language is searched first and the other
 * language's results follow, marked with a badge. Each language's index gets
 * its own Pagefind instance, so Chinese queries are segmented as Chinese and
 * English queries stemmed as English. A result's link carries ?h=<query>, and
 * the target page highlights the words, as Material's search.highlight did.
 */
(function () {
  "use strict";

  var dialog = document.querySelector("[data-search]");
  var opener = document.querySelector("[data-search-open]");
  var HIGHLIGHT = "h";
  var OWN_RESULTS = 8;
  var OTHER_RESULTS = 5;
  var HEADINGS = 3;

  highlightOnArrival();
  if (!dialog || !opener || typeof dialog.showModal !== "function") return;

  var strings = JSON.parse(dialog.dataset.strings);
  var languages = JSON.parse(dialog.dataset.languages);
  var ownLanguage = dialog.dataset.lang;
  var bundle = new URL(dialog.dataset.bundle, location.href).href;
  var input = dialog.querySelector(".cb-search__input");
  var status = dialog.querySelector(".cb-search__status");
  var list = dialog.querySelector(".cb-search__results");
  var instances = null; // [{language, pagefind}], own language first
  var latest = 0;
  var timer = 0;

  opener.hidden = false;
  opener.addEventListener("click", open);
  dialog.querySelector("[data-search-close]").addEventListener("click", function () { dialog.close(); });
  dialog.addEventListener("click", function (event) {
    if (event.target === dialog) dialog.close(); // a click on the backdrop
  });
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(run, 120);
  });
  dialog.querySelector("form").addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) first.click();
  });
  dialog.addEventListener("keydown", moveThroughResults);
  document.addEventListener("keydown", function (event) {
    if (dialog.open || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (event.key === "/" || event.key === "s" || event.key === "S") {
      event.preventDefault();
      open();
    }
  });

  function isTyping(element) {
    return element instanceof HTMLElement &&
      (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
  }

  function open() {
    if (!dialog.open) dialog.showModal();
    input.focus();
    input.select();
    load();
  }

  function load() {
    if (instances) return instances;
    instances = import(bundle + "pagefind.js").then(function (module) {
      var root = new URL("..", bundle).pathname; // the site's root, also under a subpath
      var codes = Object.keys(languages).sort(function (a, b) {
        return (b === ownLanguage) - (a === ownLanguage);
      });
      return Promise.all(codes.map(function (code, index) {
        var pagefind = instanceFor(module, code, index > 0);
        return pagefind.options({ baseUrl: root, excerptLength: 24 }).then(function () {
          return { language: code, pagefind: pagefind };
        });
      }));
    });
    instances.catch(function () {
      status.textContent = strings.failed;
    });
    return instances;
  }

  // Pagefind picks an instance's index from <html lang> when the instance is made
  // (synchronously, in createInstance); the other language's instance is made
  // while the attribute names that language, then the attribute is put back.
  // Pagefind's instances share one web worker, which breaks ("memory access out
  // of bounds") when they hold different languages: the other language's
  // instance runs on the page's own thread instead (its fragments are small).
  function instanceFor(module, code, onPage) {
    var html = document.documentElement;
    var own = html.getAttribute("lang");
    html.setAttribute("lang", code);
    try {
      return module.createInstance({ basePath: bundle, noWorker: onPage });
    } finally {
      html.setAttribute("lang", own);
    }
  }

  function run() {
    var query = input.value.trim();
    var ticket = ++latest;
    if (!query) {
      list.replaceChildren();
      list.dataset.query = "";
      status.textContent = "";
      return;
    }
    if (!list.childElementCount) status.textContent = strings.loading;
    load().then(function (loaded) {
      return Promise.all(loaded.map(function (entry, index) {
        return entry.pagefind.search(query).then(function (found) {
          var wanted = found && found.results ? found.results.slice(0, index === 0 ? OWN_RESULTS : OTHER_RESULTS) : [];
          return Promise.all(wanted.map(function (result) { return result.data(); })).then(function (pages) {
            return { language: entry.language, pages: pages };
          });
        });
      }));
    }).then(function (groups) {
      if (ticket !== latest) return; // a newer query is on its way
      show(query, groups);
    }).catch(function (error) {
      console.warn("search:", error);
      if (ticket === latest) status.textContent = strings.failed;
    });
  }

  function show(query, groups) {
    var items = [];
    var count = 0;
    groups.forEach(function (group) {
      if (!group.pages.length) return;
      if (group.language !== ownLanguage) {
        var heading = element("li", "cb-search__group", strings.other + " · " + languages[group.language]);
        heading.setAttribute("role", "presentation");
        items.push(heading);
      }
      group.pages.forEach(function (page) {
        items.push(result(page, group.language, query));
        count += 1;
      });
    });
    list.replaceChildren.apply(list, items);
    list.dataset.query = query; // the query these results answer
    status.textContent = count ? strings.count.replace("{n}", count) : strings.none.replace("{q}", query);
  }

  function result(page, language, query) {
    var item = element("li", "cb-search__result");
    var link = element("a", "cb-search__link");
    link.href = withHighlight(page.url, query);
    var title = element("span", "cb-search__title", page.meta.title || page.url);
    link.append(title);
    if (language !== ownLanguage) {
      item.lang = language;
      var badge = element("span", "cb-search__badge", languages[language]);
      badge.dataset.lang = language;
      link.append(badge);
    }
    if (page.meta.series) link.append(element("span", "cb-search__series", page.meta.series));
    link.append(excerpt(page.excerpt));
    item.append(link);
    var sections = (page.sub_results || []).filter(function (sub) {
      return sub.url.indexOf("#") > 0;
    }).slice(0, HEADINGS);
    if (sections.length) {
      var nested = element("ul", "cb-search__sections");
      sections.forEach(function (sub) {
        var section = element("li");
        var anchor = element("a", "cb-search__link cb-search__link--section");
        anchor.href = withHighlight(sub.url, query);
        anchor.append(element("span", "cb-search__title", sub.title));
        anchor.append(excerpt(sub.excerpt));
        section.append(anchor);
        nested.append(section);
      });
      item.append(nested);
    }
    return item;
  }

  // Pagefind's excerpt is the page's text, escaped, with <mark>s around the words
  // found; anything else that looks like markup is shown as text.
  function excerpt(html) {
    var node = element("span", "cb-search__excerpt");
    node.innerHTML = html;
    node.querySelectorAll(":not(mark)").forEach(function (other) {
      other.replaceWith(other.textContent);
    });
    return node;
  }

  function withHighlight(url, query) {
    var target = new URL(url, location.href);
    target.searchParams.set(HIGHLIGHT, query);
    return target.pathname + target.search + target.hash;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Escape closes (a search field would first only clear itself); up and down move
  // between the input and the results; Enter follows a result.
  function moveThroughResults(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    var links = Array.prototype.slice.call(list.querySelectorAll("a"));
    if (!links.length) return;
    var at = links.indexOf(document.activeElement);
    var next = event.key === "ArrowDown" ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) input.focus();
    else links[Math.min(next, links.length - 1)].focus();
  }

  // Arriving from a result: mark the words searched for in the page's content.
  function highlightOnArrival() {
    var query = new URLSearchParams(location.search).get(HIGHLIGHT);
    var content = document.querySelector("[data-pagefind-body]");
    if (!query || !content || !dialog) return;
    var script = new URL(dialog.dataset.bundle, location.href).href + "pagefind-highlight.js";
    import(script).then(function (module) {
      new module.default({ highlightParam: HIGHLIGHT, addStyles: false, markContext: content });
    }).catch(function () { /* the page reads the same without highlights */ });
  }
})();

// Reading progress, kept in this browser only (localStorage; no cookie, never sent): which
// parts of each course the reader has read. It marks them in the course box, the course
// sidebar and the landing page, and offers "continue" on the landing page and the home.
// A part counts as read once the reader has scrolled to its end (the course box), or when
// ticked; unticked, it stays unread (stored as 0) until ticked again.
// Parts are known by their mirror path, so a part read in one language is read in both.
// With JavaScript off, or storage unavailable, the pages stay exactly as built.
// The guide, part 6, "For readers".
(function () {
  "use strict";

  var script = document.currentScript;
  var text = script.dataset; // the page language's strings, from overrides/main.html
  // The site's root from this script's own address (<root>assets/javascripts/course.js): a site
  // served from a sub-path keeps progress of its own.
  var ROOT = new URL("../../", script.src);
  var KEY = "coursebook.progress:" + ROOT.pathname;

  // The progress this browser holds, repaired when it is not of the shape save() writes (edited
  // by hand, damaged, written by another script); null when storage is blocked: change nothing.
  function load() {
    var stored;
    try {
      stored = window.localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
    var progress = readProgress(stored);
    if (stored !== null && JSON.stringify(progress) !== stored) {
      if (Object.keys(progress).length) save(progress);
      else forget();
    }
    return progress;
  }

  // Stored progress as {course: {part: time read, or 0 once unticked}}: of what is there, only
  // the entries of that shape (text that is not JSON has none).
  function readProgress(stored) {
    var parsed = null;
    try {
      parsed = JSON.parse(stored);
    } catch (error) {
      // not JSON: nothing kept
    }
    return entriesOf(parsed, function (parts) {
      var times = entriesOf(parts, function (time) {
        return typeof time === "number" && isFinite(time) && time >= 0 ? time : undefined;
      });
      return Object.keys(times).length ? times : undefined;
    });
  }

  // The entries of `value` (a JSON object; anything else has none) that `keep` returns a value
  // for, in an object without a prototype (a course named "__proto__" is only a name).
  function entriesOf(value, keep) {
    var kept = Object.create(null);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return kept;
    Object.keys(value).forEach(function (name) {
      var found = keep(value[name]);
      if (found !== undefined) kept[name] = found;
    });
    return kept;
  }

  function save(progress) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(progress));
    } catch (error) {
      // full or blocked: the marks on this page stay as they are
    }
  }

  function forget() {
    try {
      window.localStorage.removeItem(KEY);
    } catch (error) {
      // blocked: nothing is read from it either
    }
  }

  var progress = load();
  if (progress === null) return;

  function isRead(series, key) {
    return Boolean(progress[series] && progress[series][key]);
  }

  // The reader unticked the part: reaching its end again does not tick it.
  function isUnticked(series, key) {
    return Boolean(progress[series]) && progress[series][key] === 0;
  }

  function setRead(series, key, read) {
    progress[series] = progress[series] || {};
    progress[series][key] = read ? Date.now() : 0;
    save(progress);
    refresh();
  }

  // The time a course was last read in (0: never), for the order of "continue".
  function lastRead(series) {
    return Math.max.apply(null, [0].concat(Object.values(progress[series] || {})));
  }

  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, name) { return values[name]; });
  }

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content) node.textContent = content;
    return node;
  }

  // Marks `holder` read or not: data-read, and a ✓ (read aloud as "read") that `put` places.
  function mark(holder, done, put) {
    var found = holder.querySelector(".cb-read-mark");
    if (done) holder.dataset.read = "true";
    else delete holder.dataset.read;
    if (done && !found) {
      found = element("span", "cb-read-mark", "✓");
      found.appendChild(element("span", "cb-visually-hidden", " " + text.readMark));
      put(found);
    } else if (!done && found) {
      found.remove();
    }
  }

  // The parts of a list (course box, landing page): [{key, url, title, item}] in course order.
  function partsOf(list) {
    return Array.prototype.map.call(list.querySelectorAll("li[data-part-key]"), function (item) {
      var link = item.querySelector("a[href]");
      return { key: item.dataset.partKey, url: link.href, title: link.textContent.trim(), item: item };
    });
  }

  // ✓ on read parts, and "3 of 8 done": in the course box, on its line and its steps; on a
  // landing page, with a bar of the reader's own progress.
  function markList(series, list, parts) {
    var read = 0;
    parts.forEach(function (part) {
      var done = isRead(series, part.key);
      read += done ? 1 : 0;
      mark(part.item, done, function (check) { part.item.querySelector("a[href]").after(check); });
    });
    var holder = list.closest("[data-series], [data-series-parts]");
    var total = holder.dataset.parts || String(parts.length);
    var label = format(text.readCount, { n: read, total: total });
    var count = holder.querySelector("[data-read-count]");
    if (count) {
      count.textContent = read ? label : "";
      holder.querySelectorAll("[data-step-key]").forEach(function (step) {
        if (isRead(series, step.dataset.stepKey)) step.dataset.read = "true";
        else delete step.dataset.read;
      });
      return read;
    }
    var status = list.parentNode.querySelector(":scope > .cb-reading");
    if (!status) {
      status = element("div", "cb-reading");
      status.appendChild(element("span", "cb-reading__label"));
      status.appendChild(element("progress", "cb-reading__bar"));
      list.parentNode.insertBefore(status, list);
    }
    status.querySelector(".cb-reading__label").textContent = label;
    var bar = status.querySelector(".cb-reading__bar");
    bar.max = Number(total);
    bar.value = read;
    bar.setAttribute("aria-label", label);
    status.hidden = read === 0;
    return read;
  }

  // The course sidebar (Material's navigation): ✓ on the links to read parts.
  function markSidebar(series, parts) {
    var keys = {};
    parts.forEach(function (part) { keys[new URL(part.url).pathname] = part.key; });
    document.querySelectorAll(".md-nav--primary a.md-nav__link[href]").forEach(function (link) {
      var key = keys[new URL(link.href).pathname];
      if (key === undefined) return;
      mark(link, isRead(series, key), function (check) { (link.querySelector(".md-ellipsis") || link).appendChild(check); });
    });
  }

  // "Continue: Part 4 …" to the first unread part, for a course started and not finished
  // (`course`: the course's name, where the page is not the course's own).
  function continueLink(parts, series, course) {
    var read = parts.filter(function (part) { return isRead(series, part.key); }).length;
    var next = parts.filter(function (part) { return !isRead(series, part.key); })[0];
    if (read === 0 || !next) return null;
    var template = course ? text.continueCourse : text.continueTo;
    var link = element("a", "cb-continue__link");
    // The course's name as a title (<cite>, in italics) where the words around it do not already
    // mark it, as 《…》 does: "Continue reading <cite>Training infrastructure</cite>: Lesson 2".
    template.split(/(\{\w+\})/).forEach(function (piece) {
      if (piece === "{course}" && !/《\{course\}》/.test(template)) link.append(element("cite", null, course));
      else link.append(format(piece, { title: next.title, course: course }));
    });
    link.href = next.url;
    link.dataset.continue = series;
    return link;
  }

  function isFinished(parts, series) {
    return parts.length > 0 && parts.every(function (part) { return isRead(series, part.key); });
  }

  function place(container, before, className, child) {
    var box = container.querySelector(":scope > ." + className);
    if (!child) {
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = element("p", className);
      container.insertBefore(box, before);
    }
    box.replaceChildren(child);
  }

  var refreshers = [];
  function refresh() {
    refreshers.forEach(function (run) { run(); });
  }

  // A part: its course box, the sidebar, reading to the end, a tick box, the keys n and p.
  var box = document.querySelector("nav[data-series][data-part-key]");
  if (box) {
    var series = box.dataset.series;
    var list = box.querySelector(".cb-series__parts");
    var parts = partsOf(list);
    var own = box.dataset.partKey;
    var tick = element("label", "cb-reading__tick");
    var check = element("input");
    check.type = "checkbox";
    var seen = null; // watches for the end of the part (below)
    check.addEventListener("change", function () {
      // The reader decided: reaching the box later (it is on screen as they tick) must not undo it.
      if (seen) seen.disconnect();
      setRead(series, own, check.checked);
    });
    tick.appendChild(check);
    tick.appendChild(document.createTextNode(" " + text.markRead));
    box.appendChild(tick);
    refreshers.push(function () {
      markList(series, list, parts);
      markSidebar(series, parts);
      check.checked = isRead(series, own);
    });
    // Read once the reader has scrolled and the box is on screen: a short part whose box
    // shows on load is not read by loading it (the tick box is there for it).
    if ("IntersectionObserver" in window) {
      var onScreen = false;
      var scrolled = false;
      var settle = function () {
        if (!onScreen || !scrolled) return;
        seen.disconnect();
        window.removeEventListener("scroll", onScroll);
        if (!isRead(series, own) && !isUnticked(series, own)) setRead(series, own, true);
      };
      var onScroll = function () {
        scrolled = true;
        settle();
      };
      seen = new IntersectionObserver(function (entries) {
        onScreen = entries.some(function (entry) { return entry.isIntersecting; });
        settle();
      });
      seen.observe(box);
      window.addEventListener("scroll", onScroll, { passive: true });
    }
    // Material follows <link rel=prev|next> on the keys p and n: the course's neighbours here.
    var neighbours = 0;
    [["prev", "p"], ["next", "n"]].forEach(function (pair) {
      var link = box.querySelector("a[rel=" + pair[0] + "]");
      if (link) link.setAttribute("aria-keyshortcuts", pair[1]);
      if (link) neighbours += 1;
    });
    // The keys only where there is a keyboard (a fine pointer that hovers) and a part to go to.
    if (neighbours && window.matchMedia("(hover: hover) and (pointer: fine)").matches) {
      box.appendChild(element("p", "cb-reading__keys", text.keys));
    }
  }

  // A landing page: its list of parts, "continue", and a way to start again.
  var landing = document.querySelector("[data-series-parts]");
  if (landing) {
    var course = landing.dataset.seriesParts;
    var entries = partsOf(landing);
    var reset = element("button", "md-button cb-reading__reset", text.reset);
    reset.type = "button";
    reset.dataset.progressReset = course;
    reset.addEventListener("click", function () {
      delete progress[course];
      save(progress);
      refresh();
    });
    // A finished course: said, and its start button reads "again".
    var start = document.querySelector("a[data-start]");
    var startText = start && start.textContent;
    refreshers.push(function () {
      var read = markList(course, landing, entries);
      markSidebar(course, entries);
      var finished = isFinished(entries, course);
      var done = finished ? element("span", "cb-continue__done", format(text.readAll, { course: landing.dataset.title || "" })) : null;
      place(landing.parentNode, landing, "cb-continue", continueLink(entries, course, "") || done);
      if (start) start.textContent = finished ? text.readAgain : startText;
      if (read === 0) reset.remove();
      else if (!reset.isConnected) landing.parentNode.insertBefore(reset, landing.nextSibling);
    });
  }

  // The home: "continue" for each course the reader has started, most recently read first.
  // What it needs (each course's parts) is a file of its own, fetched only once this browser
  // holds some progress: a first visit fetches nothing.
  var anchor = document.querySelector("[data-series-cards][data-courses]");
  var coursesAsked = false;
  function showStarted(outlines) {
    var started = outlines.map(function (outline) {
      var parts = outline.parts.map(function (part) {
        return { key: part.key, url: new URL(part.url, ROOT).href, title: part.title };
      });
      return { link: continueLink(parts, outline.id, outline.title), last: lastRead(outline.id) };
    }).filter(function (found) { return found.link; });
    started.sort(function (a, b) { return b.last - a.last; });
    var holder = anchor.parentNode.querySelector(":scope > .cb-continue-list");
    if (!started.length) {
      if (holder) holder.remove();
      return;
    }
    if (!holder) {
      holder = element("ul", "cb-continue-list");
      anchor.parentNode.insertBefore(holder, anchor);
    }
    holder.replaceChildren.apply(holder, started.map(function (found) {
      var item = element("li");
      item.appendChild(found.link);
      return item;
    }));
  }
  function askForCourses() {
    if (!anchor || coursesAsked || !Object.keys(progress).length) return;
    coursesAsked = true;
    fetch(new URL(anchor.dataset.courses, document.baseURI))
      .then(function (response) { return response.ok ? response.json() : []; })
      .then(function (outlines) {
        refreshers.push(function () { showStarted(outlines); });
        showStarted(outlines);
      })
      .catch(function () { /* offline, or opened from disk: the home stays as built */ });
  }
  askForCourses();

  refresh();
  // Another tab read a part: show it here too.
  window.addEventListener("storage", function (event) {
    if (event.key !== KEY) return;
    var fresh = load();
    if (fresh === null) return;
    progress = fresh;
    refresh();
    askForCourses();
  });
})();

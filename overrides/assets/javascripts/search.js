/*
 * Coursebook's search (coursebook/features/search.py writes the Pagefind index at the end of
 * each build; overrides/partials/site-search.html holds the button and dialog).
 *
 * Nothing is fetched until the reader opens search. Pagefind keeps one index per
 * <html lang>, and each gets its own Pagefind instance, so Chinese queries are
 * segmented as Chinese and English queries stemmed as English. A query searches
 * one language first: the page's own, or Chinese when the query is written only
 * in Chinese characters. The other language's results follow, marked with a
 * badge, when the first gave few results or the reader asked for them once;
 * otherwise a button at the end of the list offers them. (A query lists the
 * same pages whatever was searched before it. Each language's index
 * brings its own WebAssembly module, about 57 KB: a reader who finds what they
 * look for in one language never downloads the other.) A result's link carries
 * ?h=<query>, and the target page highlights the words, as Material's
 * search.highlight did.
 *
 * Pagefind's own matching is loose for Chinese: it splits 显存 into 显 and 存 and takes
 * any word starting with either (保存, 显示, 不存在), and takes "memroy" as "m". So a
 * result is kept only when its text holds every term of the query as written: a run
 * of Chinese characters where the browser's segmenter for Chinese starts and ends words
 * there (容错 is not in 内容错误), or else each of its words; any other word at the start
 * of a word, followed at most by an ending ("mode" is not in "model"). The results are then
 * ranked here (scoreOf): the terms in a page's title,
 * then a heading, then its prose; a page holding them only in code or tables (the index
 * marks those, coursebook/searchindex.py, and weighs them least) comes only when no page
 * holds them in prose; a page holding a query's words only far apart scores a fraction of
 * one holding them together, and is left out when a page holds them together; a page holding
 * them only in its prose is left out when pages holding them in a title, description, tag or
 * heading share none of its topics (its tags and course, overrides/main.html), or when it is a
 * part of a course one of whose other parts holds them so and it names them in passing; with no
 * page holding them so, a page naming them in passing is left out beside one that keeps using
 * them. A query holding a word no page holds, one slip from a word they do (a letter, a Chinese
 * character; two in a long word, its first letter kept), is answered as the pages spell it, and
 * the status says so (corrected); without one, the pages about its other words answer it, not those
 * naming them in their prose. English
 * pages brought in for a query mixing Chinese and English words (GPU 掉卡) must hold an English
 * word no Chinese page found holds (lacksChinese). A post is listed once, in the reader's
 * language when it has one (a Chinese query on an English page lists a post's English version,
 * under the title the index names, twin_title),
 * and left out in both languages when one of its versions is far below its language's best.
 * Its excerpt is made here from the page's prose: it starts at the clause holding the
 * first term, marks the terms only, and shows Pagefind's ". " between a heading and its
 * text as a "·". A page's tags in the other language (the search_terms of its header,
 * hidden) are searched too, so "pipeline parallelism" finds a Chinese part not yet
 * translated. A query naming a part of a course by its number ("lesson 3", 第一讲, "guide part 6")
 * lists that part (coursePart: each part's number is a Pagefind filter, its course's unit a meta).
 * A query of four words or more that pages hold whole only in code (an error message pasted) lists
 * those pages (phraseOf).
 */
(function () {
  "use strict";

  var dialog = document.querySelector("[data-search]");
  var HIGHLIGHT = "h";
  var OWN_RESULTS = 8;
  var OTHER_RESULTS = 5;
  var ENOUGH = 3; // fewer results than this in the first language bring in the others
  var HEADINGS = 3;
  var ENOUGH_OF_BEST = 0.2; // a result scores at least this share of the best one's score (scoreOf)
  var ENOUGH_OF_PASSING = 0.5; // the same, when every page names the query only in passing (cut)
  var NEAR = 40; // characters: the terms of a query of several words held together (near)
  var PROSE_MOST = 4; // a term's score in prose, at most: a page using it seven times or more (scoreOf)
  var APART = 0.3; // the score of a page holding them only far apart, against one holding them together
  var IN_CODE = 0.3; // a term's score only in code or tables (scoreOf)
  var LEAD_IN_SCORE = 3; // a term in the bold words opening a paragraph or an item, at least (scoreOf)
  var MOST_CORRECTED = 2; // words of a query read as the pages spell them, at most (corrected)
  var LONGEST_RUN = 8; // characters: a longer run of Chinese is no typo of a word (corrected)
  var LONGEST_WORD = 4; // characters: the longest word read out of a run of Chinese (heldWords)
  var PHRASE_WORDS = 4; // a query this long, held whole by a page, is what it holds (phraseOf)
  var CANDIDATES = 24; // Pagefind's results read (a fragment each), at most, to rank
  var BATCH = 8; // a sentence searched word by word: each word's first results
  var CHINESE_ONLY = /^[\p{Script=Han}\p{P}\s]+$/u;
  var HAN = /\p{Script=Han}/u;
  var WORD_CHAR = /[\p{L}\p{N}]/u; // within a word of a script with spaces: not Han (学Java is two words)
  // A run of Chinese characters, or a word of another script (which stops where Chinese starts: GPU掉卡 is GPU, 掉卡).
  var TERM = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])(?:(?!\p{Script=Han})[\p{L}\p{N}_+#.-])*/gu;
  var ENDING = /^(|s|es|ies|y|e|ed|d|ing|ings|ly|er|ers|or|ors|ion|ions|ation|ations|ment|ments|ism|isms|al)$/;
  var CLAUSE_END = /[。！？；：，、.!?;:]/u;
  var EXCERPT = { han: 64, other: 150 }; // characters shown
  var OPEN = 0xe000; // the marks around code and tables in the index's text (searchindex.py)
  var CLOSE = 0xe001;
  var MARKS = /\s?[\ue000\ue001]\s?/g;
  // Around the text of a link to another page of the site, and around code in a line of prose (searchindex.py).
  var LINK_MARKS = /[\ue002-\ue007]/g; // (and around the bold words opening a paragraph or an item)
  var LINKED = /\ue002[^\ue003]*\ue003/g; // a link's text, marks and all
  var INLINE_CODE = /\ue004[^\ue005]*\ue005/g; // code in a line of prose, marks and all
  var LEAD_IN = /\ue006([^\ue007]*)\ue007/g; // bold words opening a paragraph or an item: the term it is about
  // Words a question is made of, which no page is about ("why doesn't my model fit on one GPU").
  var STOP_WORDS = /^(a|also|am|an|and|another|any|are|as|at|be|been|by|can|did|do|does|doesn|don|t|s|for|from|how|i|if|in|into|is|it|its|just|me|my|of|on|one|or|other|our|so|some|than|their|them|then|these|they|those|very|was|we|were|should|could|would|will|need|much|many|often|have|has|this|that|there|the|to|what|when|where|which|who|whom|whose|why|with|you|your|怎么|怎样|如何|为什么|什么|哪|哪个|哪些|谁|多少|几|要|需要|能|能不能|可以|应该|该|这个|那个|一个|一些|我|你|吧|的|了|吗|呢|是|在|和|与|有)$/;
  var counted = {}; // a short run of Chinese -> the pattern of it with a counting word inside (countedIn)
  var COUNTING = /^(一篇|一门|一下)$/; // "a" of a Chinese question, inside a run: left out, the run kept whole
  var AROUND = 12; // characters on each side of a match the segmenter reads
  // A part of a course named by its number (partAsked): "lesson 3", "part six", "the third lesson".
  var PART_UNITS = { 讲: "lesson", 课: "lesson", 节: "lesson", 篇: "part", 章: "chapter", lesson: "lesson",
    lecture: "lesson", episode: "lesson", part: "part", chapter: "chapter" };
  var CARDINALS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  var ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
  var CHINESE_DIGITS = "零一二三四五六七八九";
  var PART_BEFORE = /\b(lesson|lecture|episode|part|chapter)\s*(?:#\s*|no\.\s*)?([0-9]+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;
  var PART_AFTER = /\b()()(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(lesson|lecture|episode|part|chapter)\b/i;
  var segmenter = typeof Intl === "object" && Intl.Segmenter ? new Intl.Segmenter("zh", { granularity: "word" }) : null;

  highlightOnArrival();
  if (!dialog || typeof dialog.showModal !== "function") return;

  var strings = JSON.parse(dialog.dataset.strings);
  var languages = JSON.parse(dialog.dataset.languages);
  // The writer's groups of words a reader may type for one another (extra.search.synonyms).
  var synonyms = JSON.parse(dialog.dataset.synonyms || "[]");
  var ownLanguage = dialog.dataset.lang;
  var bundle = new URL(dialog.dataset.bundle, location.href).href;
  var input = dialog.querySelector(".cb-search__input");
  var status = dialog.querySelector(".cb-search__status");
  var list = dialog.querySelector(".cb-search__results");
  var root = new URL("..", bundle).pathname; // the site's root, also under a subpath
  var pagefindModule = null; // Pagefind's script, once imported
  var failedImports = 0;
  var instances = {}; // language code -> promise of that language's Pagefind instance
  var pageCounts = {}; // language code -> promise of the number of pages its index holds
  var asked = {}; // language code -> true once the reader asked for its results (the button)
  var latest = 0;
  var timer = 0;

  // search-loader.js opens the dialog (its button, "/" and "s") and fetched this script on the first
  // open; Pagefind's script comes whenever the box has focus, an index once a query says which language.
  input.addEventListener("focus", pagefindScript);
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
  // Opened before this script came: what the reader typed meanwhile is searched.
  if (dialog.open) {
    pagefindScript();
    if (input.value.trim()) run();
  }

  // Pagefind's script, imported once; after a failed import (the network, or a preview writing its
  // index anew) the next query tries again, under another address: a browser keeps a failed module.
  function pagefindScript() {
    if (!pagefindModule) {
      var attempt = pagefindModule = import(bundle + "pagefind.js" + (failedImports ? "?try=" + failedImports : ""));
      attempt.catch(function () {
        if (pagefindModule === attempt) pagefindModule = null;
        failedImports += 1;
      });
    }
    return pagefindModule;
  }

  function load(code) {
    if (!instances[code]) {
      var second = Object.keys(instances).length > 0;
      instances[code] = pagefindScript().then(function (module) {
        var pagefind = instanceFor(module, code, second);
        return pagefind.options({ baseUrl: root, excerptLength: 24 }).then(function () { return pagefind; });
      });
      var made = instances[code];
      made.catch(function () {
        status.textContent = strings.failed;
        if (instances[code] === made) delete instances[code]; // the next query tries again
      });
    }
    return instances[code];
  }

  // The languages a query searches, the one whose results come first at the front.
  function languagesFor(query) {
    var codes = Object.keys(languages);
    var chinese = codes.filter(function (code) { return /^zh/.test(code); })[0];
    var first = chinese && CHINESE_ONLY.test(query) ? chinese : ownLanguage;
    return [first].concat(codes.filter(function (code) { return code !== first; }));
  }

  // The pages of Pagefind's first results that answer the query, best first (scoreOf), at
  // most `limit`: those holding every term; when none does (a question typed as a sentence),
  // those holding most of them. A page far below the best (a term named in passing, or only
  // in code or tables) is left out: "ZeRO" lists the posts about ZeRO, not every page that
  // names it; an identifier found only in code is still found.
  function searchIn(code, query, limit) {
    var terms = termsOf(query);
    var phrase = phraseOf(query);
    return load(code).then(function (pagefind) {
      return ranked(pagefind, terms, terms, phrase).then(function (group) {
        // A word no page found holds as the query has it ("migrate" of "migrate from hugo", where
        // Pagefind's matching found a page naming Hugo once): the pages for the other words, when
        // those are not on half the pages or more ("elastic training" does not list every page
        // on training).
        var others = terms.filter(function (term) { return group.unheld.indexOf(term) < 0; });
        if (!group.unheld.length || !others.length) return group;
        return Promise.all([ranked(pagefind, others, terms, phrase), pageCount(code, pagefind)]).then(function (both) {
          if (both[0].holding * 2 >= both[1]) return group;
          both[0].pagesOf = group.pagesOf; // each word's pages, the one left out too (rarest)
          both[0].dropped = group.unheld; // the words left out, which the status names (droppedWords)
          return both[0];
        });
      });
    }).then(function (group) {
      group.language = code;
      group.limit = limit;
      return group;
    });
  }

  // How many pages the index of language `code` holds.
  function pageCount(code, pagefind) {
    if (!pageCounts[code]) {
      pageCounts[code] = pagefind.search(null).then(function (all) {
        return all ? all.results.length : 0;
      }, function (error) {
        delete pageCounts[code]; // asked again next time
        throw error;
      });
    }
    return pageCounts[code];
  }

  // Pagefind's first results for `searched` (each word's when all of them find nothing: a
  // question typed as a sentence), scored for all `terms`: those holding most of them, best first.
  function ranked(pagefind, searched, terms, phrase) {
    var found = 0; // pages Pagefind found
    var pagesOf = null; // searched word by word: how many pages Pagefind found for each
    return pagefind.search(searched.join(" ")).then(function (all) {
      found = all ? all.results.length : 0;
      if (found || searched.length < 2) return all ? all.results : [];
      return Promise.all(searched.map(function (term) { return pagefind.search(term); })).then(function (each) {
        var seen = {}; // ids merged
        var counted = {}; // ids found, merged or not
        var merged = [];
        pagesOf = {};
        each.forEach(function (one, index) {
          pagesOf[searched[index]] = one ? one.results.length : 0;
          (one ? one.results : []).forEach(function (result, rank) {
            if (!counted[result.id]) found += 1;
            counted[result.id] = true;
            if (rank >= BATCH || seen[result.id]) return;
            merged.push(result);
            seen[result.id] = true;
          });
        });
        return merged;
      });
    }).then(function (results) {
      return Promise.all(results.slice(0, CANDIDATES).map(function (result) { return result.data(); }));
    }).then(function (pages) {
      var scored = pages.map(function (page, order) { return scoreOf(page, terms, order, phrase); });
      // How many pages hold every word searched: Pagefind's count matches loosely (ZeRO-1 as "zero"
      // and "1"), so it is counted among the pages read, and scaled to those it found beyond them.
      var holdingRead = scored.filter(function (entry) {
        return searched.every(function (term) { return entry.which[term]; });
      }).length;
      var holding = pages.length ? Math.round(holdingRead * Math.max(found, pages.length) / pages.length) : 0;
      var unheld = terms.filter(function (term) {
        return !scored.some(function (entry) { return entry.which[term]; });
      });
      var most = Math.max.apply(null, [0].concat(scored.map(function (entry) { return entry.held; })));
      var needed = terms.length && most >= Math.max(1, Math.ceil(terms.length / 2)) ? most : terms.length + 1;
      scored = scored.filter(function (entry) { return entry.held >= needed; });
      scored.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
      return { entries: scored, pages: pages, unheld: unheld, terms: terms, holding: holding, pagesOf: pagesOf };
    });
  }

  // Each language's pages, at most its limit, leaving out a page far below that language's
  // best (a term named in passing, or only in code or tables) and its version in the other
  // language (BF16 lists the post on number formats, not the English version of the lesson whose
  // Chinese one names BF16 once), a page holding the query's words far apart when a page holds
  // them together, and a page holding fewer of the query's terms than a page in another language
  // does ("loss scaling" from the English home lists the Chinese post holding both words, not
  // English pages holding "loss").
  function cut(groups) {
    var most = Math.max.apply(null, [0].concat(groups.map(function (group) {
      return Math.max.apply(null, [0].concat(group.entries.map(function (entry) { return entry.held; })));
    })));
    var held = groups.map(function (group) {
      return group.entries.filter(function (entry) {
        return entry.held >= most && !(group.unasked && lacksChinese(entry, group) && holdsNoOther(entry, groups[0]));
      });
    });
    // A query held whole, as typed, only in code (an error message, a command's output) is answered by
    // the pages holding it so, not by those holding its words ("is not a date": the part listing the
    // build's warnings, not pages saying "not" and "date").
    var phrases = [].concat.apply([], held).map(function (entry) { return entry.phrase; });
    var pasted = phrases.indexOf("code") >= 0 && phrases.indexOf("prose") < 0;
    if (pasted) held = held.map(function (entries) { return entries.filter(function (entry) { return entry.phrase; }); });
    held = rarest(held, groups, most);
    held = describedInPassing(held, groups[0].terms);
    held = withoutCommon(held, groups[0].terms);
    held = strongInPart(held, groups[0].terms);
    // A word no page holds, and the others only in code: nothing answers it ("elastic training" is not
    // a guide's part with "training" in a command). An identifier alone is still found in code.
    var nowhere = groups[0].terms.some(function (term) {
      return groups.every(function (group) { return group.unheld.indexOf(term) >= 0; });
    });
    // A Chinese word only in code is no identifier: an example's (梯度累积 in a file name of a command).
    held = held.map(function (entries) {
      return entries.filter(function (entry) {
        var inCode = onlyInCode(entry);
        var chinese = Object.keys(entry.which).every(function (term) { return HAN.test(term); });
        return !(inCode && (nowhere || chinese));
      });
    });
    // A word no page holds leaves the pages about the others: not those naming them in their prose
    // ("Hexo 迁移" lists the part about moving a Hexo blog, not every part that names Hexo).
    if (nowhere) {
      var aboutOthers = held.some(function (entries) { return entries.some(function (entry) { return entry.strong; }); });
      if (aboutOthers) held = held.map(function (entries) { return entries.filter(function (entry) { return entry.strong; }); });
    }
    var all = [].concat.apply([], held);
    // A page holding the words only far apart is left out beside a page holding them together; beside
    // one in another language only, a page about one of them stays ("pipeline bubble" from the Chinese
    // home: the lesson tagged pipeline parallelism, with "bubble" in its formula, beside the English
    // notes saying "pipeline bubble").
    var anyTogether = all.some(function (entry) { return !entry.apart; });
    var together = held.map(function (entries) { return entries.some(function (entry) { return !entry.apart; }); });
    var apartHeld = held.map(function (entries, index) {
      return entries.filter(function (entry) { return entry.apart && (together[index] || (anyTogether && !aboutOne(entry))); });
    });
    // What the query is about, from the pages that stay: not from those left out for holding its
    // words far apart.
    var about = topicsAbout(all.filter(function (entry) {
      return !apartHeld.some(function (entries) { return entries.indexOf(entry) >= 0; });
    }));
    // With no page holding the query in a title, tag or heading, a page that keeps using it in its
    // prose is about it, and pages naming it in passing are left out beside it (KaTeX lists the
    // guide's part on writing formulas, not every part that names KaTeX once).
    var used = !about && all.some(function (entry) { return !passing(entry); });
    // When every page names it only in passing, those naming it less than half as much as the best
    // are left out ("mermaid" lists the guide's parts that keep naming it).
    var far = {}; // the paths of the pages far below their language's best, and of their twins
    held.forEach(function (entries) {
      var best = Math.max.apply(null, [0].concat(entries.map(function (entry) { return entry.score; })));
      entries.forEach(function (entry) {
        if (entry.score >= best * (about || used ? ENOUGH_OF_BEST : ENOUGH_OF_PASSING)) return;
        far[pathOf(entry.page.url)] = true;
        if (entry.page.meta.twin) far[pathOf(root + entry.page.meta.twin)] = true;
      });
    });
    return groups.map(function (group, index) {
      var entries = held[index];
      var kept = entries.filter(function (entry) {
        if (pasted) return true;
        return !far[pathOf(entry.page.url)] && apartHeld[index].indexOf(entry) < 0 &&
          (about ? entry.strong || (onTopic(entry.page, about) && !(inCourseAbout(entry.page, about) && passing(entry)) && !onlyInCode(entry))
            : !used || !passing(entry));
      });
      return { language: group.language, pages: kept.slice(0, group.limit).map(function (entry) { return entry.page; }) };
    });
  }

  // A word a page names in its description and nowhere in its prose or headings, when another page has it
  // in its title, is a comparison: the page is about something else ("ZeRO": the lesson on tensor
  // parallelism, whose description says what ZeRO splits, beside the lesson and the notes titled ZeRO).
  function describedInPassing(held, terms) {
    var all = [].concat.apply([], held);
    var titled = terms.filter(function (term) { return all.some(function (entry) { return entry.which[term] >= 10; }); });
    return held.map(function (entries) {
      return entries.map(function (entry) {
        var passed = titled.filter(function (term) { return entry.described[term]; });
        if (!passed.length) return entry;
        var which = Object.assign(Object.create(null), entry.which);
        passed.forEach(function (term) { which[term] = 1; });
        return rescored(entry, which);
      });
    });
  }

  // Of a query's two words, one every page listed holds in its title, tags or a heading tells them apart no
  // more: each is scored by the other word ("coursebook init": every part of the guide is tagged Coursebook;
  // the one about init is about the query, the parts naming init once in passing are not). With more
  // words, the others tell them apart.
  function withoutCommon(held, terms) {
    var all = [].concat.apply([], held);
    var found = terms.filter(function (term) { return all.some(function (entry) { return entry.which[term]; }); });
    var common = found.filter(function (term) {
      return all.length > 1 && all.every(function (entry) { return entry.which[term] >= 5; });
    });
    if (common.length !== 1 || found.length !== 2) return held;
    return held.map(function (entries) {
      return entries.map(function (entry) {
        var which = Object.create(null);
        Object.keys(entry.which).forEach(function (term) {
          if (common.indexOf(term) < 0) which[term] = entry.which[term];
        });
        return rescored(entry, which);
      });
    });
  }

  // A page holding one of the query's words in its title, tags or a heading and another only in its
  // prose is no page about the query beside one holding each so ("scheduled posts": the part titled on
  // posts with a heading "Drafts and scheduled posts", not the part on languages with a heading on
  // posts that says "scheduled" once in its prose).
  function strongInPart(held, terms) {
    var all = [].concat.apply([], held);
    function every(entry) {
      return terms.every(function (term) { return entry.which[term] >= 5; });
    }
    if (terms.length < 2 || !all.some(every)) return held;
    return held.map(function (entries) {
      return entries.map(function (entry) {
        return entry.strong && !every(entry) ? Object.assign({}, entry, { strong: false }) : entry;
      });
    });
  }

  // Whether `entry` holds a word of the query in its title, what it is about or a heading (as scoreOf
  // placed it: before a word every page holds so was set aside, withoutCommon).
  function aboutOne(entry) {
    return Object.keys(entry.placed).some(function (term) { return entry.placed[term] >= 5; });
  }

  // `entry` scored again by `which` (each term it holds, with its score; scoreOf).
  function rescored(entry, which) {
    var places = Object.keys(which).map(function (term) { return which[term]; });
    var score = places.reduce(function (sum, place) { return sum + place; }, 0) * (entry.apart ? APART : 1);
    var strong = places.some(function (place) { return place >= 5; });
    return Object.assign({}, entry, { which: which, score: score, held: places.length, strong: strong });
  }

  // When no page holds every term, the pages holding the rarest of the terms held (at most twice as
  // many pages hold it as the rarest) or one in their title: "fp8 training" lists the post on FP8,
  // not every page on training; "maintains nccl", the post titled NCCL, not a page saying "maintain".
  function rarest(held, groups, most) {
    var terms = groups[0].terms;
    if (most >= terms.length || most === 0) return held;
    var all = [].concat.apply([], held);
    // How many pages hold each: in the whole index when each word was searched alone, else among those found.
    var whole = groups.every(function (group) {
      return group.pagesOf && terms.every(function (term) { return term in group.pagesOf; });
    });
    var counts = terms.map(function (term) {
      var here = all.filter(function (entry) { return entry.which[term]; }).length;
      if (!whole || !here) return here; // a word held by no page listed counts for none
      return groups.reduce(function (sum, group) { return sum + group.pagesOf[term]; }, 0);
    });
    var fewest = Math.min.apply(null, counts.filter(Boolean));
    return held.map(function (entries) {
      return entries.filter(function (entry) {
        return entry.titled || terms.some(function (term, index) { return entry.which[term] && counts[index] <= 2 * fewest; });
      });
    });
  }

  // Whether `entry`, a page in a language other than Chinese, lacks a Chinese word of the query: it
  // answers only the query's other words. Such a page is not brought in when the first language's
  // pages hold those words too (GPU 掉卡 typed on a Chinese page does not bring in English pages
  // about GPUs; "nccl-tests 带宽" brings in the English post on nccl-tests).
  function lacksChinese(entry, group) {
    return !/^zh/.test(group.language) && group.terms.some(function (term) { return HAN.test(term) && !entry.which[term]; });
  }

  // Whether every term `entry` holds is held by a page of `first` too, not only in its code (so that it
  // adds nothing: 1F1B in a Chinese lesson's code does not keep out the English notes explaining it).
  function holdsNoOther(entry, first) {
    return Object.keys(entry.which).every(function (term) {
      return first.entries.some(function (other) { return other.which[term] > IN_CODE; });
    });
  }

  // The topics (tags, course: overrides/main.html) of the pages holding the query in their title,
  // tags, description or a heading, in any language: each true, and each word of one
  // (topicWords) "word"; null when none has a topic (no page is about the query, or the site has
  // no tags or courses to tell).
  function topicsAbout(entries) {
    var about = null;
    entries.forEach(function (entry) {
      if (!entry.strong) return;
      about = about || {};
      topicsOf(entry.page).forEach(function (topic) {
        topicWords(topic).forEach(function (word) { about[word] = about[word] || "word"; });
      });
      topicsOf(entry.page).forEach(function (topic) { about[topic] = true; });
    });
    return about;
  }

  // Whether a page holding the query only in its prose is listed beside pages about it: when it
  // shares one of their topics ("memory" lists the lessons on memory, not the writing guide's parts
  // that name memory in passing; "on-call" lists the on-call post, not the about page that names it),
  // or a topic of its is a word of one of theirs, or the other way round (a lesson tagged
  // pipeline-parallelism beside a note tagged parallelism); two topics sharing only a word do not
  // count (engineering-notes and notes-from-the-cluster).
  function onTopic(page, about) {
    return topicsOf(page).some(function (topic) {
      return about[topic] || topicWords(topic).some(function (word) { return about[word] === true; });
    });
  }

  // Whether `page` is a part of a course whose other part (or landing page) is about the query:
  // a reader goes there (订阅 lists the guide's part on languages and feeds, not the parts naming
  // feeds in passing). A landing page is no part (no series meta): it stays, being about every part.
  function inCourseAbout(page, about) {
    return !!page.meta.series && topicsOf(page).some(function (topic) { return topic.indexOf("course:") === 0 && about[topic]; });
  }

  // Whether `entry` holds the query's words only in code or tables (a page holding them in prose far
  // apart scores as little, APART, and is no such page: 行重映射 in one paragraph, 备用行 in the next).
  function onlyInCode(entry) {
    return Object.keys(entry.which).every(function (term) { return entry.which[term] <= IN_CODE; });
  }

  // Whether a page holding the query only in its prose names it in passing: not each term as often
  // as a page that keeps using a word, which is about it (scoreOf).
  function passing(entry) {
    return entry.score < PROSE_MOST * entry.held;
  }

  // A page's topics: its tags and its course (course:<id>).
  function topicsOf(page) {
    return (page.meta.topics || "").split(" ").filter(Boolean);
  }

  // The words of a tag written with hyphens (pipeline-parallelism: pipeline, parallelism).
  function topicWords(topic) {
    return topic.indexOf(":") < 0 && topic.indexOf("-") > 0 ? topic.split("-").filter(Boolean) : [];
  }

  // How well `page` answers `terms`: for each term held, where it is: in the title (10), in
  // what the page says it is about, its description and tags in either language (6), in a heading (5), in its
  // prose (1, and more each time it comes again, to 4: a page that keeps using a word is
  // about it; 3 at least in the bold words opening a paragraph or an item, the term the text
  // after them is about), only in code or tables (IN_CODE).
  function scoreOf(page, terms, order, phrase) {
    var title = (page.meta.title || "").toLowerCase();
    var text = shownText(page);
    // Its own prose: not the text of its links to other pages, which names them (a note's "related:
    // Reading notes: Megatron-LM" is no answer to "Megatron"): such a text counts as code does.
    var prose = proseOf(text.replace(LINKED, " ")).toLowerCase();
    // A Chinese word in code in a line of prose is an example (`梯度累积.md`, a file name), not its prose's.
    var proseHan = proseOf(text.replace(LINKED, " ").replace(INLINE_CODE, " ")).toLowerCase();
    var all = withoutMarks(text.replace(LINKED, " ")).toLowerCase();
    var about = ((page.meta.about || "") + " \n " + (page.meta.terms || "")).toLowerCase(); // its tags in both languages
    var description = (page.meta.described || "").toLowerCase();
    var described = Object.create(null); // the terms it holds only in its description (describedInPassing)
    var headings = (page.sub_results || []).map(function (sub) { return sub.title || ""; }).join(" \n ").toLowerCase();
    var leadIns = withoutMarks((text.match(LEAD_IN) || []).join(" \n ")).toLowerCase();
    var held = 0;
    var score = 0;
    var strong = false; // a term in its title, what it is about or a heading
    var titled = false; // a term in its title
    var which = Object.create(null); // the terms it holds, each with its score ("constructor" too)
    var everyStrong = true;
    function placeOf(term) {
      if (holds(title, term)) return 10;
      if (holds(about, term)) return 6;
      // Named in its description and nowhere in its prose or headings: the description compares it with
      // what the page is about (a lesson on tensor parallelism whose description says what ZeRO splits).
      if (holds(description, term)) {
        if (!holds(prose, term) && !holds(headings, term)) described[term] = true;
        return 6;
      }
      if (holds(headings, term)) return 5;
      var own = HAN.test(term) ? proseHan : prose;
      if (holds(own, term)) return Math.max(Math.min(PROSE_MOST, 0.5 + timesIn(own, term) / 2), holds(leadIns, term) ? LEAD_IN_SCORE : 0);
      return holds(all, term) ? IN_CODE : 0;
    }
    terms.forEach(function (term) {
      var here = placeOf(term);
      // A run of Chinese no one place holds whole, its words each in a title, what the page is about
      // or a heading (训练基础设施课程: the course's title and "课程" in what its landing page is).
      var parts = here >= 5 ? [] : partsOf(term).map(placeOf);
      if (parts.length && Math.min.apply(null, parts) >= 5) here = Math.min.apply(null, parts);
      titled = titled || here >= 10;
      strong = strong || here >= 5;
      everyStrong = everyStrong && here >= 5;
      if (here) {
        held += 1;
        score += here;
        which[term] = here;
      }
    });
    // Held apart: not together in one field, and not each in a title, what it is about or a heading
    // (a post titled "Reading notes" and tagged paper is about "paper notes"), nor in a title or what
    // it is about and else in the bold words opening an item (a part titled on Obsidian vaults with an
    // item "**双链**: …" is about "obsidian 双链"; a post tagged reading-notes that says "time" once is
    // no answer to "reading time", nor the part titled on moving a blog, which keeps saying 写的, to
    // "who writes this blog").
    var covered = terms.some(function (term) { return which[term] >= 6; }) && terms.every(function (term) {
      return which[term] >= 5 || (which[term] && holds(leadIns, term));
    });
    // A run of Chinese typed as one word of two (作者卡片: four characters at most, not a phrase
    // such as 按标签浏览文章) that the page holds only as its words, those far apart, is held apart
    // as two words typed are: the part naming 作者 here and 卡片 there is no page about author
    // cards beside the one saying 作者卡片.
    var compound = terms.length === 1 && HAN.test(terms[0]) && terms[0].length <= LONGEST_WORD && find(all, terms[0]) < 0;
    var pieces = terms.length > 1 ? terms : compound ? partsOf(terms[0]) : [];
    var apart = pieces.length > 1 && held === terms.length && !everyStrong && !covered && ![title, about, headings, prose].some(function (field) {
      return near(field, pieces);
    });
    // The query as typed, whole, in its prose or only in its code (an error message pasted, cut).
    var whole = !!phrase && find(squeezed(all), phrase) >= 0; // where words start and end ("a datetime" is no "a date")
    var inProse = whole && find(squeezed(prose), phrase) >= 0;
    if (apart && !whole) score *= APART;
    return { page: page, order: order, held: held, score: score, strong: strong, titled: titled, apart: apart && !whole,
      which: which, placed: which, described: described, phrase: whole ? (inProse ? "prose" : "code") : "" };
  }

  // A query of four words or more in a script with spaces, as a page would hold it whole (lower case,
  // one space between words); null for any other.
  function phraseOf(query) {
    var words = query.match(TERM) || [];
    return words.length >= PHRASE_WORDS && !HAN.test(query) ? squeezed(query.toLowerCase()) : null;
  }

  function squeezed(text) {
    return text.replace(/\s+/g, " ").trim();
  }

  // Whether `lower` holds every term within NEAR characters of each other ("translate a post",
  // not "translate" in one section and "post" in another).
  function near(lower, terms) {
    var places = [];
    terms.forEach(function (term, which) {
      var found = 0;
      for (var at = find(lower, term); at >= 0 && found < 200; at = find(lower, term, at + term.length)) {
        places.push([at, which, term.length]);
        found += 1;
      }
    });
    places.sort(function (a, b) { return a[0] - b[0]; });
    var last = {};
    for (var i = 0; i < places.length; i++) {
      last[places[i][1]] = places[i];
      var held = Object.keys(last).map(function (key) { return last[key]; });
      if (held.length < terms.length) continue;
      var start = Math.min.apply(null, held.map(function (place) { return place[0]; }));
      if (places[i][0] + places[i][2] - start <= NEAR) return true;
    }
    return false;
  }

  // How often `text` holds `term` (up to 12); once when it holds only the term's words.
  function timesIn(text, term) {
    var times = 0;
    for (var at = find(text, term); at >= 0 && times < 12; at = find(text, term, at + term.length)) times += 1;
    return times > 0 ? times : 1;
  }

  // The terms a result must hold: each run of Chinese characters as written; each other word
  // by its stem, roughly as Pagefind stems English ("memories" finds "memory": memor-), in
  // lower case.
  function termsOf(query) {
    var terms = (query.toLowerCase().match(TERM) || []).map(function (term) {
      term = term.replace(/[.-]+$/, "");
      if (HAN.test(term) || STOP_WORDS.test(term)) return term; // "there" is no "ther"
      var stem = term.replace(/(ies|es|s|ing|ed|ly|y|e)$/, "");
      return stem.length >= 4 ? stem : term;
    });
    terms = [].concat.apply([], terms.map(withoutQuestionWords));
    var kept = terms.filter(function (term, index) { return term && terms.indexOf(term) === index; });
    var words = kept.filter(function (term) { return !STOP_WORDS.test(term); });
    return words.length ? words : kept;
  }

  // A run of Chinese characters typed as a question (7B 模型要多少显存): the runs between the
  // question's words (模型, 显存), as the words of an English question are; any other run as it is.
  // A run stays whole, as the segmenter may cut its words (显|存).
  function withoutQuestionWords(term) {
    if (!segmenter || !HAN.test(term)) return [term];
    var runs = [""];
    var counting = false;
    Array.from(segmenter.segment(term)).forEach(function (segment) {
      counting = counting || COUNTING.test(segment.segment);
      if (COUNTING.test(segment.segment)) return; // 写一篇文章: 写文章
      if (STOP_WORDS.test(segment.segment)) runs.push("");
      else runs[runs.length - 1] += segment.segment;
    });
    var kept = runs.filter(Boolean);
    return (runs.length > 1 || counting) && kept.length ? kept : [term];
  }

  // Where `term` first is in `text` (lower case): Chinese where words start and end (wordAt),
  // another word at a word's start, the word going on at most by an ending (endsWord).
  function find(text, term, from) {
    var at = text.indexOf(term, from || 0);
    if (HAN.test(term)) {
      while (at >= 0 && !wordAt(text, at, term.length)) at = text.indexOf(term, at + 1);
      return at;
    }
    while (at >= 0 && ((at > 0 && inWord(text[at - 1])) || !endsWord(text, at + term.length))) {
      at = text.indexOf(term, at + 1);
    }
    return at;
  }

  // Whether the word found ends at `at`, or goes on only by an ending ("memor" in memory and
  // memories, "checkpoint" in checkpointing), not by more of another word ("mode" in model).
  function endsWord(text, at) {
    var end = at;
    while (end < text.length && inWord(text[end])) end += 1;
    return ENDING.test(text.slice(at, end));
  }

  function inWord(character) {
    return WORD_CHAR.test(character) && !HAN.test(character);
  }

  // Whether text[at, at + length) starts and ends where words do, as the browser's segmenter
  // for Chinese reads the text around it (容错 is not in 内容错误, read 内容|错误). Without
  // one (an old browser), any place.
  function wordAt(text, at, length) {
    if (!segmenter) return true;
    var from = Math.max(0, at - AROUND);
    var around = text.slice(from, at + length + AROUND);
    var start = at - from;
    var end = start + length;
    var starts = false;
    var ends = end === around.length;
    Array.from(segmenter.segment(around)).forEach(function (segment) {
      if (segment.index === start) starts = true;
      if (segment.index === end) ends = true;
    });
    return starts && ends;
  }

  // The words of a run of Chinese characters, as the segmenter reads it, of two characters or
  // more: a page that lacks the run as typed (流水线并行) may hold its words (流水线…并行).
  function partsOf(term) {
    if (!segmenter || !HAN.test(term)) return [];
    var parts = Array.from(segmenter.segment(term)).filter(function (segment) {
      return segment.isWordLike && segment.segment.length > 1;
    }).map(function (segment) { return segment.segment; });
    return parts.length > 1 ? parts : [];
  }

  function holdsAll(text, terms) {
    var lower = text.toLowerCase();
    return terms.every(function (term) { return holds(lower, term); });
  }

  // Whether `lower` (lower case) holds `term`, or else each of its words, or (a short run of Chinese)
  // the run with a counting word inside (建站 in 建一个站).
  function holds(lower, term) {
    if (find(lower, term) >= 0) return true;
    var parts = partsOf(term);
    if (parts.length > 0 && parts.every(function (part) { return find(lower, part) >= 0; })) return true;
    return countedIn(lower, term);
  }

  function countedIn(lower, term) {
    if (!HAN.test(term) || term.length < 2 || term.length > LONGEST_WORD) return false;
    if (!(term in counted)) {
      var ways = [];
      for (var at = 1; at < term.length; at++) ways.push(term.slice(0, at) + "(?:一个|一篇|一门)" + term.slice(at));
      counted[term] = new RegExp(ways.join("|"), "g");
    }
    var pattern = counted[term];
    pattern.lastIndex = 0;
    for (var match = pattern.exec(lower); match; match = pattern.exec(lower)) {
      if (wordAt(lower, match.index, match[0].length)) return true;
    }
    return false;
  }

  // The terms and their words, as marked in an excerpt.
  function markable(terms) {
    var all = terms.slice();
    terms.forEach(function (term) { all = all.concat(partsOf(term)); });
    return all;
  }

  // The page's text a reader is shown: without the hidden text the index holds before it
  // (what the page is about, its tags in the other language; the marks around code and
  // tables kept, for proseOf).
  function shownText(page, once) {
    var text = page.content;
    // `once`: each where the template puts it, before the content, for an excerpt (a post tagged 写作
    // keeps 写作 in its title). Ranking still takes out every occurrence, as it was measured.
    [page.meta.described, page.meta.about, page.meta.terms].forEach(function (hidden) {
      if (hidden) text = once ? text.replace(hidden, " ") : text.split(hidden).join(" ");
    });
    return text;
  }

  // `text` without its code blocks and tables, which the index puts between two marks
  // (coursebook/searchindex.py); a text that starts inside one (an excerpt) loses that part too.
  function proseOf(text) {
    var kept = [];
    var depth = 0;
    var from = 0;
    for (var at = 0; at < text.length; at++) {
      var code = text.charCodeAt(at);
      if (code === OPEN) {
        if (depth === 0) kept.push(text.slice(from, at));
        depth += 1;
      } else if (code === CLOSE) {
        if (depth > 0) depth -= 1;
        else kept = []; // the text started inside code
        if (depth === 0) from = at + 1;
      }
    }
    if (depth === 0) kept.push(text.slice(from));
    return kept.join(" ").replace(LINK_MARKS, "");
  }

  function withoutMarks(text) {
    return text.replace(LINK_MARKS, "").replace(MARKS, " ");
  }

  // Pagefind picks an instance's index from <html lang> when the instance is made
  // (synchronously, in createInstance); another language's instance is made
  // while the attribute names that language, then the attribute is put back.
  // Each language needs a WebAssembly module of its own, but Pagefind's script
  // keeps one per context: the first language searched runs on the page's thread
  // (no worker to fetch), a second in Pagefind's web worker. (Two instances in
  // that one shared worker break, "memory access out of bounds"; Coursebook's
  // sites have two languages.)
  function instanceFor(module, code, inWorker) {
    var html = document.documentElement;
    var own = html.getAttribute("lang");
    html.setAttribute("lang", code);
    try {
      return module.createInstance({ basePath: bundle, noWorker: !inWorker });
    } finally {
      html.setAttribute("lang", own);
    }
  }

  function run(focusLanguage) {
    var query = input.value.trim();
    var ticket = ++latest;
    if (!query) {
      list.replaceChildren();
      list.dataset.query = "";
      status.textContent = "";
      return;
    }
    if (!list.childElementCount) status.textContent = strings.loading;
    // A part of a course named by its number is listed as such (coursePart); any other query is
    // searched as words.
    var part = partAsked(query);
    (part ? coursePart(part, languagesFor(query)) : Promise.resolve(null)).then(function (listed) {
      if (!listed) return searchAll(query);
      if (ticket === latest) show(query, withoutTwins(listed, focusLanguage), [], null, []);
      return null;
    }).then(function (found) {
      return found && ticket === latest ? aboutTheWriter(query, found) : found;
    }).then(function (found) {
      // A word no page holds, typed another way than the pages spell it: the query as they spell
      // it answers instead, when the pages hold the word as corrected, and the status says so.
      // (Not for a query already replaced by a newer one, nor for a part no course has: 第十讲 is no
      // typo of 第一讲; a correction that fails changes nothing.)
      if (!found || part || ticket !== latest) return found;
      return corrected(query, found.groups).then(function (better) {
        if (!better || ticket !== latest) return found;
        return searchAll(better).then(function (again) {
          var fixed = termsOf(better).filter(function (term) { return termsOf(query).indexOf(term) < 0; });
          var held = fixed.every(function (term) {
            return again.groups.some(function (group) { return group.unheld.indexOf(term) < 0; });
          });
          var listed = cut(again.groups).some(function (group) { return group.pages.length; });
          if (!held || !listed) return found;
          again.answered = better;
          return again;
        });
      }).catch(function (error) {
        console.warn("search: no correction:", error);
        return found;
      });
    }).then(function (found) {
      if (!found || ticket !== latest) return; // listed as a part, or a newer query is on its way
      var dropped = droppedWords(query, found.groups);
      show(query, withoutTwins(cut(found.groups), focusLanguage), found.offered, found.answered, dropped);
      var arrived = focusLanguage && list.querySelector(".cb-search__result[lang='" + focusLanguage + "'] a");
      if (arrived) arrived.focus();
    }).catch(function (error) {
      console.warn("search:", error);
      if (ticket === latest) status.textContent = strings.failed;
    });
  }

  // A query naming a part of a course by its number ("lesson 3", 第一讲, "guide part 6", 使用指南 第 4 篇):
  // { number, unit: the unit named (lesson, part, chapter), words: its other words (the course's) }; null
  // for any other query.
  function partAsked(query) {
    var chinese = query.match(/第\s*([0-9]+|[一二两三四五六七八九十]+)\s*([讲课节篇章])/);
    var english = chinese ? null : query.match(PART_BEFORE) || query.match(PART_AFTER);
    var number = chinese ? numberOf(chinese[1]) : english ? numberOf((english[2] || english[3]).toLowerCase()) : 0;
    if (!number) return null;
    var unit = chinese ? PART_UNITS[chinese[2]] : PART_UNITS[(english[1] || english[4]).toLowerCase()];
    var rest = query.replace((chinese || english)[0], " ");
    var words = termsOf(rest).filter(function (term) { return !STOP_WORDS.test(term); });
    return { number: number, unit: unit, words: words };
  }

  // 3, 三, 十二, "three" or "third" as a number; 0 for none.
  function numberOf(written) {
    if (/^[0-9]+$/.test(written)) return parseInt(written, 10);
    if (ORDINALS.indexOf(written) > 0) return ORDINALS.indexOf(written);
    if (CARDINALS.indexOf(written) > 0) return CARDINALS.indexOf(written);
    var digits = written.replace("两", "二").split("十").map(function (part) { return CHINESE_DIGITS.indexOf(part); });
    if (digits.length === 1) return Math.max(digits[0], 0);
    return (digits[0] > 0 ? digits[0] : 1) * 10 + Math.max(digits[1], 0);
  }

  // The parts numbered as `part` asks, of the course its other words name (in the course's title), in
  // the first language of `codes` that has one (a language's index is fetched only when the ones before
  // it have none): of the unit it names when any language has one so, else of any unit. Null when no
  // part is so (the query is searched as words).
  function coursePart(part, codes) {
    var seen = []; // each language's parts numbered so, searched in order
    function of(page, anyUnit) {
      return anyUnit || !part.unit || PART_UNITS[page.meta.unit] === part.unit;
    }
    function listing(index, anyUnit) {
      return codes.map(function (code, at) {
        return { language: code, pages: at === index ? seen[at].filter(function (page) { return of(page, anyUnit); }) : [] };
      });
    }
    function next(index) {
      if (index === codes.length) { // none of the unit named: the first language's of any unit
        var any = seen.map(function (pages) { return pages.length > 0; }).indexOf(true);
        return any < 0 ? null : listing(any, true);
      }
      // An index that cannot be fetched has no part to offer: the query is then searched as words.
      return partsIn(codes[index], part).catch(function () { return []; }).then(function (pages) {
        seen.push(pages);
        return pages.some(function (page) { return of(page, false); }) ? listing(index, false) : next(index + 1);
      });
    }
    return Promise.resolve(next(0));
  }

  function partsIn(code, part) {
    return load(code).then(function (pagefind) {
      return pagefind.search(null, { filters: { part: String(part.number) } });
    }).then(function (found) {
      return Promise.all((found ? found.results : []).map(function (result) { return result.data(); }));
    }).then(function (pages) {
      return pages.filter(function (page) {
        var named = [page.meta.series, page.meta.title, page.meta.terms].join(" ").toLowerCase();
        return part.words.every(function (word) { return holds(named, word); });
      });
    });
  }

  // The words of `query`, as typed, that its search left out (no page holds them: searchIn) where
  // pages are listed without them: the status names them ("hugo migration": without "migration");
  // not a word one language's pages hold (Megatron 论文笔记: the Chinese notes lack Megatron, the
  // English ones 论文笔记).
  function droppedWords(query, groups) {
    var listed = cut(groups);
    var terms = null; // the words left out of every language's results listed
    groups.forEach(function (group, index) {
      if (!listed[index].pages.length) return;
      var dropped = group.dropped || [];
      terms = terms ? terms.filter(function (term) { return dropped.indexOf(term) >= 0; }) : dropped;
    });
    terms = terms || [];
    return (query.match(TERM) || []).filter(function (word) {
      return termsOf(word).some(function (term) { return terms.indexOf(term) >= 0; });
    });
  }

  // A question asking who, answered by the about page, which says "author" (作者) of itself
  // (strings.py, search_about_page): the query searched with that word when a page holds every
  // word of it and says it is about the author ("who writes this blog"); else `found` ("who
  // proposed ZeRO" is no question about the writer).
  function aboutTheWriter(query, found) {
    if (!/谁/.test(query) && !/(^|[^\p{L}])(who|whom|whose)([^\p{L}]|$)/iu.test(query)) return found;
    var word = HAN.test(query) ? "作者" : "author";
    return searchAll(query + " " + word).then(function (asked) {
      var first = asked.groups[0];
      var answers = first.entries.some(function (entry) {
        return entry.held === first.terms.length && holds((entry.page.meta.about || "").toLowerCase(), word);
      });
      return answers ? asked : found;
    });
  }

  // The query's results in the language it searches first, and in the others when those are few
  // or the reader asked for them; the languages not searched are offered.
  function searchAll(query) {
    var order = languagesFor(query);
    return searchIn(order[0], query, OWN_RESULTS).then(function (first) {
      var rest = order.slice(1);
      var few = cut([first])[0].pages.length < ENOUGH;
      var now = few ? rest : rest.filter(function (code) { return asked[code]; });
      return Promise.all(now.map(function (code) {
        return searchIn(code, query, OTHER_RESULTS).then(function (group) {
          group.unasked = !asked[code]; // brought in because the first language found few
          return group;
        });
      })).then(function (more) {
        return { groups: [first].concat(more), offered: rest.filter(function (code) { return now.indexOf(code) < 0; }) };
      });
    });
  }

  // The query with each term that no page searched holds (a typo: 混和精度, checkpiont) replaced
  // by the closest word the pages do hold (混合精度, checkpoint), or null when there is none. The
  // candidates are the pages Pagefind found for the query (it reads Chinese loosely: any word
  // starting with one of the characters) and, for a word of a script with spaces, the pages
  // holding words that start as it does. A run of Chinese characters (three or more) may differ
  // in one character; another word (five letters or more: "hugo" is not "huge") by one letter
  // added, left out, changed or two swapped, by two from nine letters on.
  function corrected(query, groups) {
    var unheld = groups[0].unheld.filter(function (term) {
      return groups.every(function (group) { return group.unheld.indexOf(term) >= 0; });
    });
    var typed = (query.toLowerCase().match(TERM) || []).map(function (word) { return word.replace(/[.-]+$/, ""); });
    var listed = cut(groups).some(function (group) { return group.pages.length; });
    var codes = groups.map(function (group) { return group.language; });
    var fixes = unheld.slice(0, MOST_CORRECTED).map(function (term) {
      var word = HAN.test(term) ? term : typed.filter(function (each) { return each.indexOf(term) === 0; })[0];
      return heldSynonym(word, codes).then(function (synonym) { return synonym ? [word, synonym] : typo(term); });
    });
    function typo(term) {
      if (HAN.test(term)) {
        if (term.length > LONGEST_RUN && !listed) {
          return heldWords(term, languagesFor(term)[0]).then(function (words) { return [term, words]; });
        }
        if (term.length < 3 || term.length > LONGEST_RUN) return Promise.resolve([term, null]);
        var characters = term.split("").filter(function (character, index, all) { return all.indexOf(character) === index; });
        var code = languagesFor(term)[0];
        return candidates([code], characters).then(function (pages) {
          var all = distinct(allPages(groups).concat(pages));
          // A word one character off (构建站点), unless the run is two words of two characters or
          // more that one page holds (新建站点: 新建 站点); read as two words otherwise only when
          // nothing was found; failing that, as the one word of the two the pages hold, when it is
          // not on half of them and every other word of the query is on a page (预览太慢: 预览;
          // "vLLM 推理部署" is on what the site lacks, not on 部署).
          var split = apart(term, all);
          var twoWords = split && split.split(" ").every(function (part) { return part.length > 1; });
          var near = closestRun(term, all);
          // A word a title or heading holds, and one character more (激活值占: 激活值, a heading's), is
          // read as that word, unless the run one character off is a title's or heading's too (显存帐:
          // 显存账, not 显存).
          var heads = function (word) { return all.some(function (page) { return headsPage(page, word); }); };
          var trimmed = [term.slice(0, -1), term.slice(1)].filter(heads)[0];
          var fixed = near ? (twoWords ? split : heads(near) ? near : trimmed || near) : listed ? null : split || trimmed;
          var part = fixed || listed || unheld.length > 1 ? null : heldPart(term, all);
          if (!part) return [term, fixed];
          return load(code).then(function (pagefind) { return pageCount(code, pagefind); }).then(function (count) {
            var holding = all.filter(function (page) { return find(textOf(page), part) >= 0; }).length;
            return [term, holding * 2 < count ? part : null];
          });
        });
      }
      var word = typed.filter(function (each) { return each.indexOf(term) === 0; })[0];
      if (!word || /^\d+$/.test(word)) return Promise.resolve([term, null]);
      var next = typed[typed.indexOf(word) + 1];
      var long = word.length >= 5;
      if (!long && !next) return Promise.resolve([term, null]);
      return candidates(codes, [word.slice(0, 3)]).then(function (pages) {
        var all = allPages(groups).concat(pages);
        var fixed = long ? closestWord(word, all) || spaced(word, all) : null;
        if (fixed) return [word, fixed];
        var together = next ? joined(word, next, all) : null;
        return together ? [word + " " + next, together] : [word, null];
      });
    }
    return Promise.all(fixes).then(function (pairs) {
      var better = query;
      pairs.forEach(function (pair) {
        if (!pair[1]) return;
        var at = better.toLowerCase().indexOf(pair[0]);
        if (at >= 0) better = (better.slice(0, at) + pair[1] + better.slice(at + pair[0].length)).replace(/ {2,}/g, " ").trim();
      });
      return better !== query ? better : null;
    });
  }

  // Of a run of Chinese too long to be one word, that no page holds (a question typed without a
  // space: 怎样把博客文章发到微信公众号), the words pages of language `code` hold, longest first from
  // its start (博客文章 or else 博客, then 微信 and 公众号), spaced; or null when fewer
  // than two are held together. The pages' words, not the browser's segmenter's: it may cut 博|客.
  function heldWords(term, code) {
    var characters = term.split("").filter(function (character, index, all) { return all.indexOf(character) === index; });
    return candidates([code], characters).then(function (pages) {
      var texts = distinct(pages).map(textOf);
      var words = [];
      for (var at = 0; at < term.length; ) {
        var length = Math.min(LONGEST_WORD, term.length - at);
        for (; length >= 2; length--) {
          var word = term.slice(at, at + length);
          if (STOP_WORDS.test(word)) continue;
          if (texts.some(function (text) { return find(text, word) >= 0; })) break;
        }
        if (length >= 2 && words.indexOf(word) < 0) words.push(word);
        at += Math.max(length, 1);
      }
      if (words.length < 2) return null;
      // Those the pages found for them all hold (a word only some other page holds is left out).
      return searchIn(code, words.join(" "), OWN_RESULTS).then(function (group) {
        var kept = words.filter(function (word) { return group.unheld.indexOf(word) < 0; });
        return kept.length >= 2 ? " " + kept.join(" ") + " " : null;
      });
    });
  }

  // The first word of the writer's group holding `typed` (extra.search.synonyms) that the pages of the
  // first language of `codes` (the reader's) hold, else of the next (站内搜索: 搜索; OOM from the English
  // home: "GPU memory", from the Chinese one: 显存), or null.
  function heldSynonym(typed, codes) {
    var group = typed ? synonyms.filter(function (words) {
      return words.some(function (word) { return word.toLowerCase() === typed; });
    })[0] : null;
    if (!group) return Promise.resolve(null);
    var others = group.filter(function (word) { return word.toLowerCase() !== typed; }); // as the writer wrote them
    var tries = [].concat.apply([], codes.map(function (code) {
      // Its own script's words first: a Chinese word on an English page is a quote.
      var own = others.filter(function (word) { return HAN.test(word) === /^zh/.test(code); });
      return own.concat(others.filter(function (word) { return own.indexOf(word) < 0; })).map(function (word) { return [code, word]; });
    }));
    return tries.reduce(function (found, pair) {
      return found.then(function (already) {
        return already || candidates([pair[0]], [pair[1]]).then(function (pages) { return pages.length ? pair[1] : null; });
      });
    }, Promise.resolve(null));
  }

  // The pages Pagefind finds for each of `searched` in each language of `codes` (its first few each:
  // fewer when it searches several).
  function candidates(codes, searched) {
    return Promise.all(codes.map(function (code) {
      return load(code).then(function (pagefind) {
        return Promise.all(searched.map(function (text) { return pagefind.search(text); }));
      }).then(function (each) {
        var results = [].concat.apply([], each.map(function (found) { return found ? found.results.slice(0, searched.length > 1 ? BATCH : CANDIDATES) : []; }));
        return Promise.all(results.map(function (one) { return one.data(); }));
      });
    })).then(function (each) { return [].concat.apply([], each); });
  }

  function allPages(groups) {
    return [].concat.apply([], groups.map(function (group) { return group.pages; }));
  }

  // Each page once (pages found by several searches).
  function distinct(pages) {
    var seen = {};
    return pages.filter(function (page) {
      var again = seen[page.url];
      seen[page.url] = true;
      return !again;
    });
  }

  // The run of Chinese characters the pages hold most often that differs from `term` in one
  // character and is a word there (wordAt), or null; a run of three held at least twice (换头像 is
  // not 配头像, named once).
  function closestRun(term, pages) {
    var counts = Object.create(null);
    distinct(pages).forEach(function (page) {
      var text = withoutMarks(page.content) + " " + (page.meta.title || ""); // what it is about too
      for (var at = 0; at + term.length <= text.length; at++) {
        var differ = 0;
        for (var i = 0; i < term.length && differ < 2; i++) {
          if (text[at + i] !== term[i]) differ += HAN.test(text[at + i]) ? 1 : 2;
        }
        var run = text.slice(at, at + term.length);
        if (differ === 1 && wordAt(text, at, term.length)) counts[run] = (counts[run] || 0) + 1;
      }
    });
    Object.keys(counts).forEach(function (run) { if (term.length < 4 && counts[run] < 2) delete counts[run]; });
    return mostOf(counts);
  }

  // A run of Chinese characters no page holds whole, as two words one page holds (检查点容错: 检查点
  // 容错; the browser's segmenter cuts 检|查|点), or null; each two characters or more where another
  // split does not serve. (Not as one of them alone: 双链笔记 is no query for 笔记.)
  function apart(term, pages) {
    var texts = pages.map(function (page) { return (withoutMarks(page.content) + " " + (page.meta.title || "")).toLowerCase(); });
    var best = null;
    var bestScore = 0;
    for (var at = 1; at < term.length; at++) {
      var left = term.slice(0, at);
      var right = term.slice(at);
      var lefts = texts.map(function (text) { return find(text, left) >= 0; });
      var rights = texts.map(function (text) { return find(text, right) >= 0; });
      if (!lefts.some(function (held, index) { return held && rights[index]; })) continue;
      var score = left.length > 1 && right.length > 1 ? 2 : 1;
      if (score > bestScore) {
        best = left + " " + right;
        bestScore = score;
      }
    }
    return best;
  }

  // Of a run of Chinese characters cut in two where a word starts (each part two characters or more),
  // the one part the pages hold where they hold nothing of the other (预览太慢: 预览; 实时预览: 预览),
  // and a page's title or heading holds, the longest such; or null.
  function heldPart(term, pages) {
    if (!segmenter) return null;
    var texts = pages.map(textOf);
    var best = null;
    // Cut where the segmenter starts a word (创建|一门|课程, not 创建一|门课程).
    var cuts = Array.from(segmenter.segment(term)).map(function (segment) { return segment.index; });
    cuts.forEach(function (at) {
      if (at < 2 || at > term.length - 2) return;
      var halves = [term.slice(0, at), term.slice(at)];
      var held = halves.map(function (half) { return texts.some(function (text) { return find(text, half) >= 0; }); });
      if (held[0] === held[1]) return;
      var part = held[0] ? halves[0] : halves[1];
      // A word some page or section is about (in its title or a heading), not one its prose or
      // description happens to hold (现存不够 is no query for 不够, 创建一门课程 for 门课程).
      if (!pages.some(function (page) { return headsPage(page, part); })) return;
      if (!best || part.length > best.length) best = part;
    });
    return best;
  }

  // Whether `page` has `word` in its title or a heading.
  function headsPage(page, word) {
    var heads = [page.meta.title].concat((page.sub_results || []).map(function (sub) { return sub.title; }));
    return heads.some(function (head) { return head && find(head.toLowerCase(), word) >= 0; });
  }

  // A page's text and title, as the corrections read it (lower case).
  function textOf(page) {
    return (withoutMarks(page.content) + " " + (page.meta.title || "")).toLowerCase();
  }

  // The word the pages hold most often within a few typing mistakes of `word` (distance), or null;
  // a word the pages write with a hyphen matches it without one (zero3: ZeRO-3).
  function closestWord(word, pages) {
    var most = word.length >= 9 ? 2 : 1;
    var counts = Object.create(null);
    var distances = Object.create(null);
    distinct(pages).forEach(function (page) {
      var text = withoutMarks(page.content) + " " + (page.meta.title || ""); // what it is about too
      (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) || []).forEach(function (compound) {
        // A word written with hyphens counts as its words and as one ("oncall" is on-call).
        compound.split("-").concat(compound.indexOf("-") > 0 ? [compound] : []).forEach(function (each) {
          var joined = each.replace(/-/g, "");
          if (each === word || Math.abs(joined.length - word.length) > most) return;
          if (!(each in distances)) distances[each] = distance(word, joined, most);
          // Two slips keep a word's first letter: "inference" is no "reference" typed wrong.
          if (distances[each] <= most && (distances[each] < 2 || joined[0] === word[0])) counts[each] = (counts[each] || 0) + 1;
        });
      });
    });
    var nearest = Math.min.apply(null, [most + 1].concat(Object.keys(counts).map(function (each) { return distances[each]; })));
    Object.keys(counts).forEach(function (each) { if (distances[each] > nearest) delete counts[each]; });
    return mostOf(counts);
  }

  // `word` as two words the pages write apart ("frontmatter": "front matter"), the split most pages
  // hold, each word three letters or more; or null.
  function spaced(word, pages) {
    var texts = distinct(pages).map(function (page) { return (withoutMarks(page.content) + " " + (page.meta.title || "")).toLowerCase(); });
    var counts = Object.create(null);
    for (var at = 3; at <= word.length - 3; at++) {
      var two = word.slice(0, at) + " " + word.slice(at);
      var holding = texts.filter(function (text) { return find(text, two) >= 0; }).length;
      if (holding) counts[two] = holding;
    }
    return mostOf(counts);
  }

  // Two words typed apart that the pages write as one ("wiki links": wikilinks), or null.
  function joined(word, next, pages) {
    var one = word + next;
    var stem = termsOf(one)[0];
    var held = distinct(pages).some(function (page) {
      return find((withoutMarks(page.content) + " " + (page.meta.title || "")).toLowerCase(), stem) >= 0;
    });
    return held ? one : null;
  }

  function mostOf(counts) {
    var best = null;
    Object.keys(counts).forEach(function (key) { if (best === null || counts[key] > counts[best]) best = key; });
    return best;
  }

  // Letters added, left out, changed, or two next to each other swapped, to make `a` into `b`
  // (Damerau's distance, the restricted form); `most + 1` once it is over `most`.
  function distance(a, b, most) {
    var rows = [[]];
    for (var j = 0; j <= b.length; j++) rows[0][j] = j;
    for (var i = 1; i <= a.length; i++) {
      rows[i] = [i];
      var least = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
        rows[i][j] = d;
        least = Math.min(least, d);
      }
      if (least > most) return most + 1;
    }
    return rows[a.length][b.length];
  }

  // One entry per post: a page whose other-language version is already listed is left out
  // (that version links to it), by the twin each page names in the index (overrides/main.html).
  function withoutTwins(groups, asked) {
    var listed = {};
    groups[0].pages.forEach(function (page) {
      listed[pathOf(page.url)] = true;
      if (page.meta.twin) listed[pathOf(root + page.meta.twin)] = true;
    });
    return groups.map(function (group, index) {
      if (!index || group.language === asked) return group; // asked for by the reader: listed whole
      return {
        language: group.language,
        pages: group.pages.filter(function (page) {
          return !listed[pathOf(page.url)] && !(page.meta.twin && listed[pathOf(root + page.meta.twin)]);
        }),
      };
    });
  }

  function pathOf(url) {
    return new URL(url, location.href).pathname;
  }

  // `answered`: the query as the pages spell it, when it answers instead of the one typed (corrected).
  // `dropped`: the words typed that the results are without (droppedWords).
  function show(query, groups, offered, answered, dropped) {
    var asTyped = query;
    query = answered || query;
    var items = [];
    var count = 0;
    var shown = {};
    // A post found in the language searched first when it is not the reader's (a Chinese query on
    // an English page) is listed in the reader's language when it has a version there, its own
    // offered on it; those come first. (The other language's results that follow are listed as
    // they are: their versions in the reader's language were searched already.)
    var listed = groups.map(function (group, index) {
      return group.pages.map(function (page) {
        var yours = !index && group.language !== ownLanguage && page.meta.twin && page.meta.twin_title;
        return { page: page, language: group.language, yours: !!yours, url: pathOf(yours ? root + page.meta.twin : page.url) };
      }).filter(function (entry) {
        var again = shown[entry.url];
        shown[entry.url] = true;
        return !again;
      });
    });
    [true, false].forEach(function (yours) {
      listed.forEach(function (entries) {
        var these = entries.filter(function (entry) { return entry.yours === yours; });
        if (!these.length) return;
        if (!yours && these[0].language !== ownLanguage) {
          var heading = element("li", "cb-search__group", strings.other + " · " + languages[these[0].language]);
          heading.setAttribute("role", "presentation");
          items.push(heading);
        }
        these.forEach(function (entry) {
          items.push(result(entry.page, entry.language, query, entry.yours));
          count += 1;
        });
      });
    });
    offered.forEach(function (code) {
      var item = element("li", "cb-search__more");
      var button = element("button", "cb-search__more-button", strings.more.replace("{language}", languages[code]));
      button.type = "button";
      button.dataset.searchMore = code;
      button.addEventListener("click", function () {
        asked[code] = true;
        load(code);
        run(code);
      });
      item.append(button);
      items.push(item);
    });
    list.replaceChildren.apply(list, items);
    list.dataset.query = asTyped; // the query these results answer
    list.dataset.answered = query;
    var counted = count === 1 ? strings.count_one
      : count ? strings.count.replace("{n}", count) : strings.none.replace("{q}", asTyped);
    var said = [answered ? strings.corrected.replace("{q}", answered) : ""];
    if (count && dropped && dropped.length) said.push(strings.without.replace("{q}", dropped.join(" ")));
    status.textContent = said.concat([counted]).filter(Boolean).join(" · ");
  }

  // A result's entry. `yours`: the page was found in another language and is listed as its version
  // in the reader's (its title from the index, overrides/main.html), the page itself offered on it.
  function result(page, language, query, yours) {
    var item = element("li", "cb-search__result");
    var link = element("a", "cb-search__link");
    link.href = withHighlight(yours ? root + page.meta.twin : page.url, query);
    var title = element("span", "cb-search__title", (yours ? page.meta.twin_title : page.meta.title) || page.url);
    link.append(title);
    if (language !== ownLanguage && !yours) {
      item.lang = language;
      var badge = element("span", "cb-search__badge", languages[language]);
      badge.dataset.lang = language;
      link.append(badge);
    }
    if (page.meta.series && !yours) link.append(element("span", "cb-search__series", page.meta.series));
    var terms = termsOf(query);
    var text = shownText(page, true);
    var prose = proseOf(text);
    // A query pasted whole that the page holds only in code shows that line, not the prose naming its words.
    var phrase = phraseOf(query);
    var pasted = phrase && find(squeezed(prose.toLowerCase()), phrase) < 0 && find(squeezed(withoutMarks(text).toLowerCase()), phrase) >= 0;
    var excerpt = pasted ? excerptOf(squeezed(withoutMarks(text)), markable(terms), phrase)
      : excerptOf(holdsAll(prose, terms) ? prose : withoutMarks(text), markable(terms));
    if (yours) excerpt.lang = language;
    link.append(excerpt);
    item.append(link);
    var other = yours ? language : Object.keys(languages).filter(function (code) { return code !== language; })[0];
    if (page.meta.twin && (language === ownLanguage || yours) && other) { // its other version: offered here
      var twin = element("a", "cb-search__twin", strings.twin.replace("{language}", languages[other]));
      twin.href = withHighlight(yours ? page.url : root + page.meta.twin, query);
      twin.hreflang = other;
      twin.lang = other;
      item.append(twin);
    }
    // A page's sections that hold the terms themselves; never the page again (its own title).
    var sections = (page.sub_results || []).filter(function (sub) {
      return sub.url.indexOf("#") > 0 && sub.title !== page.meta.title && holdsAll(proseOf(plain(sub.excerpt)), terms);
    }).slice(0, HEADINGS);
    if (sections.length) {
      var nested = element("ul", "cb-search__sections");
      if (yours) nested.lang = language;
      sections.forEach(function (sub) {
        var section = element("li");
        var anchor = element("a", "cb-search__link cb-search__link--section");
        anchor.href = withHighlight(sub.url, query);
        anchor.append(element("span", "cb-search__title", sub.title));
        anchor.append(excerptOf(proseOf(plain(sub.excerpt)), markable(terms)));
        section.append(anchor);
        nested.append(section);
      });
      item.append(nested);
    }
    return item;
  }

  // Pagefind's excerpt (escaped text with its own <mark>s) as plain text.
  function plain(html) {
    var node = document.createElement("span");
    node.innerHTML = html;
    return node.textContent;
  }

  // An excerpt of `text`: from the start of the clause holding the first term found (or the
  // term itself when the clause starts far before it), the terms marked, nothing else.
  function excerptOf(text, terms, from) {
    var lower = text.toLowerCase();
    var at = from ? find(lower, from) : -1; // where the query is held whole, when it is (phraseOf)
    if (at < 0) terms.forEach(function (term) {
      var found = find(lower, term);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    });
    if (at < 0) at = 0;
    var start = at;
    for (var back = at - 1; back >= 0 && back >= at - 40; back--) {
      if (CLAUSE_END.test(text[back]) && !/\d/.test(text[back + 1] || "")) {
        start = back + 1;
        break;
      }
      if (back === 0) start = 0;
    }
    // Not from the end of a sentence (". About." when the hidden text before it was taken out).
    while (start < text.length && /[\s.。·,，;；:：]/.test(text[start])) start += 1;
    var length = HAN.test(text.slice(start, start + 20)) ? EXCERPT.han : EXCERPT.other;
    var end = Math.min(text.length, start + length);
    if (end < text.length && !HAN.test(text[end - 1])) {
      var space = text.lastIndexOf(" ", end);
      if (space > start + length / 2) end = space;
    }
    var shown = text.slice(start, end).replace(/([\p{Script=Han}）」』】》”])\. /gu, "$1 · ");
    var node = element("span", "cb-search__excerpt");
    if (/[\p{L}\p{N}]/u.test(text.slice(0, start))) node.append("…"); // text left out before it
    markTerms(node, shown, terms);
    if (end < text.length) node.append("…");
    return node;
  }

  // `text` into `node`, each occurrence of a term in a <mark>.
  function markTerms(node, text, terms) {
    var lower = text.toLowerCase();
    var from = 0;
    while (from < text.length) {
      var next = -1;
      var length = 0;
      terms.forEach(function (term) {
        var found = find(lower, term, from);
        if (found >= 0 && (next < 0 || found < next)) {
          next = found;
          length = term.length;
        }
      });
      if (next < 0) break;
      if (!HAN.test(text[next])) { // a stem: the whole word it starts
        while (next + length < text.length && inWord(text[next + length])) length += 1;
      }
      node.append(text.slice(from, next));
      node.append(element("mark", null, text.slice(next, next + length)));
      from = next + length;
    }
    node.append(text.slice(from));
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
    var links = Array.prototype.slice.call(list.querySelectorAll("a, button"));
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

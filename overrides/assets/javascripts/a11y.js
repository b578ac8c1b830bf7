// A gap that keyboard and screen-reader users meet (found by axe-core): a table,
// formula or code block that scrolls sideways on a phone cannot be reached with the
// keyboard. Each such box gets into the tab order with a name: on each page
// load (document$, after Material wraps the tables), and again once the fonts
// (KaTeX's among them) have loaded, since a formula can only then grow wider
// than its box, and when the window is resized.
//
// The parts of a one-page course after the first are drawn only as the reader nears them
// (content-visibility in coursebook.css): measuring their boxes would make the browser lay
// them all out while the page loads. Their boxes are put in the tab order unmeasured, and
// measured when the browser draws their part: those that fit leave it again.
(function () {
  var BOXES = ".md-typeset__scrollwrap, div.arithmatex, .md-typeset pre > code";
  var LATER_PARTS = ".cb-course-all__part + .cb-course-all__part";
  var drawnLater = "oncontentvisibilityautostatechange" in document.documentElement;
  var ours = new WeakSet(); // the boxes this script put in the tab order (Material's bundle needs ES2015 too)

  function markScrollingBoxes(within) {
    (within || document).querySelectorAll(BOXES).forEach(function (box) {
      var later = drawnLater && !within && box.closest(LATER_PARTS);
      if (later && !later.hasAttribute("data-cb-drawn")) reachable(box, true);
      else keyboard(box);
    });
  }

  // `box` in the tab order when it scrolls; taken out when it fits now and this script put it there
  // (fit.js calls this once it has scaled a box to fit).
  function keyboard(box) {
    if (box.scrollWidth > box.clientWidth) reachable(box, true);
    else if (ours.has(box)) reachable(box, false);
  }

  function reachable(box, yes) {
    if (!yes) {
      ours.delete(box);
      ["tabindex", "role", "aria-label"].forEach(function (name) { box.removeAttribute(name); });
      return;
    }
    if (box.tabIndex === 0) return;
    ours.add(box);
    var chinese = /^zh/.test(document.documentElement.lang);
    var names = chinese ? { formula: "公式", table: "表格", code: "代码" } : { formula: "formula", table: "table", code: "code" };
    var kind = box.classList.contains("arithmatex") ? "formula" : box.tagName === "CODE" ? "code" : "table";
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", names[kind]);
  }
  window.coursebookKeyboard = keyboard;

  // Material takes a code block out of the tab order on a screen without hover (a phone) when it
  // mounts it, and it mounts a block only as it comes into view (content.lazy): one that scrolls
  // goes back in, as a keyboard paired with a phone or tablet needs.
  var kept = new MutationObserver(function (records) {
    records.forEach(function (record) {
      var box = record.target;
      if (!box.hasAttribute("tabindex") && box.scrollWidth > box.clientWidth) reachable(box, true);
    });
  });

  function keepCode() {
    document.querySelectorAll(".md-typeset pre > code").forEach(function (code) {
      kept.observe(code, { attributes: true, attributeFilter: ["tabindex"] });
    });
  }

  function watchLaterParts() {
    if (!drawnLater) return;
    document.querySelectorAll(LATER_PARTS).forEach(function (part) {
      part.addEventListener("contentvisibilityautostatechange", function (event) {
        if (event.skipped) return;
        part.setAttribute("data-cb-drawn", "");
        markScrollingBoxes(part);
      });
    });
  }

  document$.subscribe(function () {
    keepCode();
    watchLaterParts();
    markScrollingBoxes();
    if (document.fonts) document.fonts.ready.then(function () { markScrollingBoxes(); });
  });
  window.addEventListener("load", function () { markScrollingBoxes(); });
  window.addEventListener("resize", function () { markScrollingBoxes(); });
})();

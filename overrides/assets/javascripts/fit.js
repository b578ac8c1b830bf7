// Wide content that does not fit the column: a display formula, a table. It is scaled down
// (CSS zoom) as long as its text stays legible, at least 12 px (a formula's subscripts are
// smaller still). Beyond that it scrolls sideways, and says so in a line a reader sees under
// it ("← scroll sideways →"), not only by the faint shadow at its edge (a11y.js lets a
// keyboard scroll it). Measured when it comes near the screen, and again when the fonts arrive
// and when the window changes.
// A diagram is sized by its stylesheet when the build drew it (its text at least 11 px), and
// marked here when it scrolls; by diagrams.js when the reader's browser drew it, which marks
// one that scrolls the same way (window.coursebookScrolls). The guide, part 6, "For readers".
(function () {
  "use strict";

  var script = document.currentScript;
  var cueText = script.dataset.cue;
  var KINDS = [
    { boxes: ".md-typeset div.arithmatex", content: ".katex-display", text: ".katex", smallest: 12 },
    { boxes: ".md-typeset .md-typeset__scrollwrap", content: "table", text: "td, th", smallest: 12 },
  ];

  // `content` in `box`: zoomed to fit if its text (font size `size` px) stays at least `smallest`
  // px; else left at its size, the box marked as scrolling, with the cue under it.
  function fit(box, content, smallest, size) {
    if (!box || !content) return;
    // Measured already at this width with these fonts: nothing to do. Writing the zoom again
    // would restyle the whole table or formula (a wide table: ~60 ms on a slow phone) each time.
    var width = box.clientWidth;
    var last = fitted.get(box);
    if (last && last.width === width && last.fonts === fontsLoaded) return;
    fitted.set(box, { width: width, fonts: fontsLoaded });
    if (content.style.zoom) content.style.zoom = "";
    var style = getComputedStyle(box);
    var padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
    var scroll = false;
    if (box.scrollWidth > box.clientWidth + 1) {
      // The content's own width against the room inside the box's padding (which zoom leaves as it is).
      var scale = Math.floor(((box.clientWidth - padding) / (box.scrollWidth - padding)) * 1000) / 1000;
      if (size * scale >= smallest) content.style.zoom = String(scale);
      if (box.scrollWidth > box.clientWidth + 1 && size * scale * 0.98 >= smallest) {
        content.style.zoom = String(scale * 0.98); // what rounding left over
      }
      scroll = box.scrollWidth > box.clientWidth + 1;
      if (scroll) content.style.zoom = ""; // too small to read scaled: at its size, scrolling
    }
    mark(box, scroll);
    if (window.coursebookKeyboard) window.coursebookKeyboard(box); // a11y.js: a keyboard's way in, or out
  }

  function mark(box, scroll) {
    var cue = box.nextElementSibling;
    var hasCue = cue && cue.classList.contains("cb-scroll-cue");
    if (scroll) {
      box.dataset.scrolls = ""; // a keyboard's way in (tabindex, role, name) is a11y.js's and diagrams.js's
      if (!hasCue) {
        cue = document.createElement("p");
        cue.className = "cb-scroll-cue";
        cue.setAttribute("aria-hidden", "true"); // the region's label says it to a screen reader
        cue.textContent = cueText;
        box.after(cue);
      }
    } else {
      delete box.dataset.scrolls;
      if (hasCue) cue.remove();
    }
  }

  function fontSize(node) {
    return parseFloat(getComputedStyle(node).fontSize) || 16;
  }

  // One box: a diagram the build drew is only marked; a formula or table is fitted.
  function fitBox(box) {
    if (box.matches(".cb-diagram-box[data-drawn]")) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      mark(box, scrolls);
      keyboard(box, scrolls);
      return;
    }
    KINDS.forEach(function (kind) {
      if (!box.matches(kind.boxes)) return;
      var content = box.querySelector(kind.content);
      if (content) fit(box, content, kind.smallest, fontSize(content.querySelector(kind.text) || content));
    });
  }

  // A drawn diagram that scrolls: a keyboard can scroll it, a screen reader hears what it is.
  function keyboard(box, scrolls) {
    if (scrolls) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", box.querySelector("svg").getAttribute("aria-label"));
    } else {
      ["tabindex", "role", "aria-label"].forEach(function (name) { box.removeAttribute(name); });
    }
  }

  var fitted = new WeakMap(); // box: the width and fonts it was last fitted at
  var fontsLoaded = 0; // how many times the fonts have loaded (KaTeX's change a formula's width)

  var SELECTOR = [".md-typeset .cb-diagram-box[data-drawn]"].concat(KINDS.map(function (kind) { return kind.boxes; })).join(", ");
  var watched = new Set();
  var seen = new Set(); // boxes that have come near the screen
  // A box is measured when it comes near the screen (a screen ahead), not all at once: the
  // one-page course holds every part's formulas, tables and diagrams, and measuring them all would lay
  // out the whole course (its parts after the first are laid out only as the reader nears
  // them) before the reader can scroll.
  var near = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      seen.add(entry.target);
      // While fonts are loading, it is fitted once they have arrived (afterFonts), not before and again.
      if (document.fonts && document.fonts.status === "loading") afterFonts();
      else fitBox(entry.target);
    });
  }, { rootMargin: "100% 0px" }) : null;

  function watch() {
    document.querySelectorAll(SELECTOR).forEach(function (box) {
      if (watched.has(box)) return;
      watched.add(box);
      if (!near) return fitBox(box);
      // Until it is measured, a drawn diagram is taken to scroll: a keyboard reaches it.
      if (box.matches(".cb-diagram-box")) keyboard(box, true);
      near.observe(box);
    });
  }

  // The boxes seen so far fitted again once the fonts loading now have arrived.
  var waiting = false;
  function afterFonts() {
    if (waiting) return;
    waiting = true;
    document.fonts.ready.then(function () {
      waiting = false;
      fontsLoaded += 1;
      refit(false);
    });
  }

  // Boxes measured already, again (the window changed, the fonts arrived); all of them for print.
  function refit(all) {
    if (all) fitted = new WeakMap(); // print: every box measured anew
    watched.forEach(function (box) {
      if (all || !near || seen.has(box)) fitBox(box);
    });
  }

  // For diagrams.js: a drawn diagram's box, and whether it scrolls.
  window.coursebookScrolls = mark;

  var timer = 0;
  window.addEventListener("resize", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { refit(false); }, 150);
  });
  window.addEventListener("beforeprint", function () { refit(true); });
  watch();
  // Material wraps tables in their scrolling box (.md-typeset__scrollwrap) once its script has
  // mounted the page; KaTeX's fonts change a formula's width when they arrive.
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(function () { setTimeout(function () { watch(); refit(false); }, 0); });
  }
  window.addEventListener("load", function () { watch(); refit(false); });
  if (document.fonts) afterFonts();
})();

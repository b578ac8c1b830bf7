// Printing a page with formulas, code or diagrams, or a whole course (the guide, part 6, "For readers"):
// a display formula, code block or diagram wider than the printed line is scaled to fit it,
// rather than cut at the paper's edge (code keeps one line per number: Material wraps
// code in print, which puts the numbers out of step). And the one-page course's print
// button, which does nothing without JavaScript and so is shown by this script.
(function () {
  "use strict";

  // A4 or Letter at Chromium's default margins holds about 700 CSS pixels of text; Material
  // prints text at 0.68rem against 0.8rem on screen (its stylesheet), and formulas and code
  // shrink with it.
  var PRINTED_LINE = 700;
  var PRINT_FONT = 0.68 / 0.8;

  // How wide `node`'s content is, scrolled out of sight or not.
  function contentWidth(node) {
    var range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().width;
  }

  // What may be wider than the paper: display formulas, code blocks (with their line numbers,
  // if any), drawn diagrams.
  function boxes() {
    // (A diagram the build drew fits the paper by the print stylesheet.)
    var found = Array.prototype.slice.call(
      document.querySelectorAll(".md-typeset div.arithmatex, .cb-diagram-box:not([data-drawn])")
    );
    document.querySelectorAll(".md-typeset pre > code").forEach(function (code) {
      var box = code.closest(".highlight") || code.parentNode;
      if (found.indexOf(box) < 0) found.push(box);
    });
    return found;
  }

  // Measured only when printing (it lays the whole page out: 0.3 s of a long course's load on
  // a phone, when it ran on load): on screen the text is larger than it will print, in print
  // it already has the printed size.
  function fit() {
    var found = boxes();
    found.forEach(function (box) { box.style.removeProperty("--cb-print-scale"); });
    var font = window.matchMedia("print").matches ? 1 : PRINT_FONT;
    found.forEach(function (box) {
      var content = box.querySelector(".katex-html, pre > code, svg");
      if (!content) return;
      // A diagram is drawn in pixels, not in the text's size.
      var printed = content.tagName === "svg" ? content.getBoundingClientRect().width : contentWidth(content) * font;
      if (box.querySelector(".linenodiv")) printed += contentWidth(box.querySelector(".linenodiv")) * font + 24;
      if (printed > PRINTED_LINE) box.style.setProperty("--cb-print-scale", (PRINTED_LINE / printed).toFixed(3));
    });
  }

  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      // Diagrams are drawn as they near the screen: every one first, so that none prints as its source.
      var diagrams = window.coursebookDiagrams ? window.coursebookDiagrams.drawAll() : Promise.resolve();
      diagrams.then(fit).then(function () { window.print(); });
    });
  });
  window.addEventListener("beforeprint", fit);
  window.matchMedia("print").addEventListener("change", function (event) { if (event.matches) fit(); });
})();

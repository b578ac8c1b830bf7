// A gap that keyboard and screen-reader users meet (found by axe-core): a table
// or formula that scrolls sideways on a phone cannot be reached with the
// keyboard. Each such box gets into the tab order with a name: on each page
// load (document$, after Material wraps the tables), and again once the fonts
// (KaTeX's among them) have loaded, since a formula can only then grow wider
// than its box, and when the window is resized.
function markScrollingBoxes() {
  document.querySelectorAll(".md-typeset__scrollwrap, div.arithmatex").forEach(function (box) {
    if (box.scrollWidth > box.clientWidth && box.tabIndex !== 0) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      var chinese = /^zh/.test(document.documentElement.lang);
      var formula = box.classList.contains("arithmatex");
      box.setAttribute("aria-label", formula ? (chinese ? "公式" : "formula") : (chinese ? "表格" : "table"));
    }
  });
}
document$.subscribe(function () {
  markScrollingBoxes();
  if (document.fonts) document.fonts.ready.then(markScrollingBoxes);
});
window.addEventListener("load", markScrollingBoxes);
window.addEventListener("resize", markScrollingBoxes);

// A gap that keyboard and screen-reader users meet (found by axe-core): a table,
// formula or code block that scrolls sideways on a phone cannot be reached with the
// keyboard. Each such box gets into the tab order with a name: on each page
// load (document$, after Material wraps the tables), and again once the fonts
// (KaTeX's among them) have loaded, since a formula can only then grow wider
// than its box, and when the window is resized.
function markScrollingBoxes() {
  var chinese = /^zh/.test(document.documentElement.lang);
  var names = chinese ? { formula: "公式", table: "表格", code: "代码" } : { formula: "formula", table: "table", code: "code" };
  document.querySelectorAll(".md-typeset__scrollwrap, div.arithmatex, .md-typeset pre > code").forEach(function (box) {
    if (box.scrollWidth > box.clientWidth && box.tabIndex !== 0) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      var kind = box.classList.contains("arithmatex") ? "formula" : box.tagName === "CODE" ? "code" : "table";
      box.setAttribute("aria-label", names[kind]);
    }
  });
}
document$.subscribe(function () {
  markScrollingBoxes();
  if (document.fonts) document.fonts.ready.then(markScrollingBoxes);
});
window.addEventListener("load", markScrollingBoxes);
window.addEventListener("resize", markScrollingBoxes);

// Two gaps that keyboard and screen-reader users meet (found by axe-core): the
// search dialog has no name, and a table or formula that scrolls sideways on a
// phone cannot be reached with the keyboard. Listed after katex.js in mkdocs.yml,
// so that on each page load (document$) tables are wrapped and formulas typeset
// before this runs.
document$.subscribe(function () {
  var search = document.querySelector(".md-search[role=dialog]");
  var input = document.querySelector(".md-search__input");
  if (search && input && !search.hasAttribute("aria-label")) {
    search.setAttribute("aria-label", input.getAttribute("aria-label") || input.getAttribute("placeholder") || "Search");
  }
  document.querySelectorAll(".md-typeset__scrollwrap, div.arithmatex").forEach(function (box) {
    if (box.scrollWidth > box.clientWidth) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", box.classList.contains("arithmatex") ? "formula" : "table");
    }
  });
});

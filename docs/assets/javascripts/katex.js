// Typeset the formulas that pymdownx.arithmatex marks with .arithmatex.
// Only those elements: a "$5" in ordinary text is never math.
// document$ fires on every page load, including Material's instant navigation.
document$.subscribe(function () {
  document.querySelectorAll(".arithmatex").forEach(function (element) {
    renderMathInElement(element, {
      delimiters: [
        { left: "\\(", right: "\\)", display: false },
        { left: "\\[", right: "\\]", display: true },
      ],
      throwOnError: false,
    });
  });
});

// Typeset formulas with KaTeX, for coursebook/features/formulas.py: one batch a build, no process per formula.
//   node typeset_math.cjs PATH/TO/katex.js < [{"tex": "...", "display": false}, ...]
// writes [{"html": "..."} or {"error": "KaTeX's message"}, ...] in the same order.
"use strict";

const katex = require(process.argv[2]);

// MathJax commands that notes written in Obsidian or Typora use and KaTeX lacks, said in
// KaTeX's terms: \mbox is \text; \label (KaTeX numbers no equations) and \require (loads
// a MathJax extension) drop their argument. README, "Markdown you can use".
const dropArgument = (context) => { context.consumeArgs(1); return ""; };
const MATHJAX = { "\\mbox": "\\text{#1}", "\\label": dropArgument, "\\require": dropArgument };

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const results = JSON.parse(input).map(({ tex, display }) => {
    try {
      // HTML for the eye, MathML for screen readers and feed readers, TeX as its annotation.
      return { html: katex.renderToString(tex, { displayMode: display, throwOnError: true, output: "htmlAndMathml", strict: "ignore", macros: { ...MATHJAX } }) };
    } catch (error) {
      return { error: error instanceof katex.ParseError ? error.message : String(error) };
    }
  });
  process.stdout.write(JSON.stringify(results));
});

// Typeset formulas as SVG with MathJax, for `coursebook export wechat` (coursebook/wechat.py):
// 公众号's editor keeps neither scripts nor stylesheets nor web fonts, so a formula must be a
// picture, each glyph a path.
//   node typeset_svg.cjs PATH/TO/node_modules/mathjax < [{"tex": "...", "display": false}, ...]
// writes [{"svg": "<svg ...>"} or {"error": "MathJax's message"}, ...] in the same order.
"use strict";

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", async () => {
  // fontCache "none": every glyph drawn in place, no <use> of a shared <defs> an editor may drop.
  const MathJax = await require(process.argv[2]).init({
    loader: { load: ["input/tex", "output/svg"] },
    // An unknown command or a syntax error is an error to report, not red text in the picture.
    tex: { packages: { "[-]": ["noundefined"] }, formatError: (jax, error) => { throw error; } },
    // One picture per formula: MathJax 4 would cut an inline one into pieces where it may break.
    svg: { fontCache: "none", linebreaks: { inline: false } },
  });
  const adaptor = MathJax.startup.adaptor;
  const results = JSON.parse(input).map(({ tex, display }) => {
    try {
      const parts = adaptor.childNodes(MathJax.tex2svg(tex, { display }));
      return parts.length === 1 ? { svg: adaptor.outerHTML(parts[0]) } : { error: "MathJax drew it in pieces" };
    } catch (error) {
      return { error: String(error.message || error) };
    }
  });
  process.stdout.write(JSON.stringify(results));
});

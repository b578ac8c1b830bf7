// The reference for emphasis next to Chinese text (issue 42): markdown-it with GFM tables and
// strikethrough and markdown-it-cjk-friendly, the plugin the CommonMark CJK discussion led to.
// Reads a JSON list of Markdown texts on stdin, writes the list of their HTML on stdout.
import MarkdownIt from "markdown-it";
import cjkFriendly from "markdown-it-cjk-friendly";

const reader = MarkdownIt("commonmark").enable(["table", "strikethrough"]).use(cjkFriendly);
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).map((text) => reader.render(text))));
});

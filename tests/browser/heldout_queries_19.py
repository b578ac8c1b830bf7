"""Held-out search queries, set 19, with relevance judgements.

Written on 2026-12-07 by an eleventh reader-judge helper, as set 19. The helper judged as a reader of the blog
would, not as someone building its search, and worked blind to how the search works. It read only: every Markdown
file under docs/ (every post, every course landing page, both about pages and both home pages, front matter
included, the draft and the scheduled post too), through find, wc, cat, sed and grep on docs/ alone, every grep
limited to *.md files (`grep -rniF --include='*.md'`), so docs/tags.yml and docs/blog/.authors.yml were never
opened or searched; lines 1-20 of tests/browser/search_queries.py (the Query type); the module docstring of set
18, read through Python's ast module, never the queries of that or any other set; and, through grep, the
line-length setting of pyproject.toml (`grep -n "line-length" pyproject.toml`, which printed that one line). It
did not read: any code, configuration (mkdocs.yml included), hook, override, template, JavaScript, README,
CHANGELOG, ARCHITECTURE, test artifact, git history or other test file of the repository. It ran no search, test,
build, server, browser or git command, and no pytest. The commands it ran, in order: `sed -n 1,20p
tests/browser/search_queries.py`; `python -c "import ast;print(ast.get_docstring(ast.parse(open(
'tests/browser/heldout_queries_18.py').read())))"`; `grep -n "line-length" pyproject.toml`; `find . -name "*.md" |
sort | xargs wc -c` in docs/; `cat` of every Markdown file of docs/ (in six batches) and `sed -n 1,40p` and `sed -n
40,200p` of docs/en/blog/posts/guide/guide-moving.md; about 170 `grep -rniF --include='*.md' -- WORD .` in docs/
and docs/en/, one per word or variant judged. Besides writing this file, it ran on it only the import check (`cd
tests/browser && python -c "import heldout_queries_19"`), a Python check that every path below is a page of docs/
under the URL rules below, a Python check of its line widths, and `ruff format` and `ruff check` (from the
repository's root).

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English home (start
"en/"), grouped by home, and within a home by kind. The readers imitated are an ordinary mix, as a blog's search
log would show them: on each home 27 are plain topic words or short phrases of one to three words in the home's
language (数据并行, 梯度下溢, 课程框, 手机阅读; long context, reduce-scatter, ProperDocs, Open Graph); 14 are
questions or longer phrases in natural language (GeLU 为什么不需要通信, 怎样让读者把整门课下载下来; what does Xid
48 mean, can search find Chinese pages from the English side); the other 14 are 4 terms in the other language than
the home's (bus bandwidth, Young's approximation on the Chinese home; 公众号, 行重映射 on the English one), 3 typos
or homophones (混合经度, 优化器壮态, 部暑; Obsidain vault, frontmater, loss scalling), 3 naming a course, a
lesson or the author (第 2 讲, 训练基础设施课程, 乔林; lesson 2, Guide 5, Lin Qiao) and 4 identifiers or commands
copied from a page (coursebook check, zero_state_gb, exports: [epub], hard_breaks; nvidia-smi topo -m,
training_memory_gb, NO_MKDOCS_2_WARNING, GPU has fallen off the bus). None repeats an example query quoted in set
18's docstring. Eight queries, four on each home, are on topics the blog does not cover and have relevant=() and
acceptable=(): 评论区, KV 缓存, 向量数据库, 学习率预热应该设多少步; dropout, speculative decoding, Disqus comments,
how do I run training jobs on Kubernetes. grep over docs/ found no page with their words or obvious variants
(评论, 留言, KV, kv-cache, 键值, 向量, 数据库, 学习率, learning rate, 预热, warmup, warm-up, dropout, speculative,
decoding, 解码, Disqus, giscus, Kubernetes, k8s, container, 容器); the words they share with pages are common words
(步, training jobs) or another sense (缓存 and cache are the build's cache, comments are Obsidian's %%comments%%
and YAML comments). 分词器 and tokenizer were dropped as uncovered topics because
the guide's part 3 segments Chinese with jieba (分词), a tokenizer in another sense. For each query, docs/ was
grepped for its words and their obvious variants (case, plural, Chinese and English synonyms), and the text
around each hit was read before any page was judged.

URL rules (the same as set 18's, re-checked against docs/ on 2026-12-07): a Chinese post under docs/blog/posts/
(in any sub-folder) is at blog/<file name without .md>/, an English one under docs/en/blog/posts/ at
en/blog/<file name>/; no post sets slug:. The about pages are about/ and en/about/. The course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and en/series/guide/ (the
on-call course has no English landing page). The guide has seven parts in each language, all dated before
2026-12-07. Never a result: the draft on MoE routing (draft: true), the post on elastic training dated
2099-01-01, the two home pages, and the text of Obsidian %%comments%% (the one that ends the ZeRO paper notes).

Judgement rules (set 18's, restated): `relevant` holds the pages a reader who types the query on that home must
get, the pages actually about it, preferring the home's language; a page that exists only in the other language
(on the English home: the number formats, checkpointing, tensor and pipeline parallelism, ZeRO paper and Xid
posts and the on-call course; on the Chinese home: the nccl-tests and Megatron-LM notes) is relevant only when no
page in the home's language covers the topic, so on the English home pipeline and tensor parallelism go to the
Megatron-LM notes (lesson 3 acceptable), mixed precision to lesson 1 (the number formats post acceptable), and
loss scaling, BF16, Xid, GPU resets and row remapping to the Chinese posts; on the Chinese home bus bandwidth goes
to the nccl-tests notes. A query in the other language than the home's is judged by its topic on that home. An
identifier found only in a page's code (zero_state_gb, training_memory_gb, GPU has fallen off the bus) makes the
page relevant when its prose covers what it stands for. `acceptable` pages neither help nor hurt: pages whose
prose discusses the topic substantively without being the main answer, the other-language version of a relevant
page, the parts of a course (in either language) for a query naming that course, and a course landing page whose
description, introduction or list of parts (the titles and descriptions of its parts) names the topic. Any other
page returned counts against precision, in particular pages that hold the words only in code, a Mermaid block, a
YAML example, a table cell or the text of a link, or name them once in passing (混合精度 once in the ZeRO paper
notes, 张量并行 in them, the guide's 容错 and 第 2 讲 as examples, Lin Qiao in the authors row of the front-matter
table, the English about page's one line on reading notes, the aliases row of that table for old URLs, the 404.html
of that row and of the limits for 404 页面, talk.pdf of an Obsidian embed, Reset my progress for a GPU reset). A
query on a topic the blog does not cover has relevant=() and acceptable=().

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine; if a judgement
is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

ABOUT = "about/"
ABOUT_EN = "en/about/"

NUMBER_FORMATS = "blog/number-formats/"
ZERO_NOTES = "blog/zero-paper-notes/"
XID = "blog/xid-errors/"
MEMORY = "blog/memory-budget/"
ZERO = "blog/zero/"
TP_PP = "blog/tensor-pipeline/"
CHECKPOINTING = "blog/checkpointing/"

MEMORY_EN = "en/blog/memory-budget/"
ZERO_EN = "en/blog/zero/"
BUSBW = "en/blog/busbw/"
MEGATRON = "en/blog/megatron-notes/"

G_START = "blog/guide-start/"
G_WRITING = "blog/guide-writing/"
G_LANGUAGES = "blog/guide-languages/"
G_VAULTS = "blog/guide-vaults/"
G_MOVING = "blog/guide-moving/"
G_DEPLOYING = "blog/guide-deploying/"
G_BOOKS = "blog/guide-books/"

GE_START = "en/blog/guide-start/"
GE_WRITING = "en/blog/guide-writing/"
GE_LANGUAGES = "en/blog/guide-languages/"
GE_VAULTS = "en/blog/guide-vaults/"
GE_MOVING = "en/blog/guide-moving/"
GE_DEPLOYING = "en/blog/guide-deploying/"
GE_BOOKS = "en/blog/guide-books/"

TRAINING = "series/training-infra/"
TRAINING_EN = "en/series/training-infra/"
ONCALL = "series/oncall/"
GUIDE = "series/guide/"
GUIDE_EN = "en/series/guide/"

TRAINING_PARTS = (MEMORY, ZERO, TP_PP, CHECKPOINTING)
TRAINING_PARTS_EN = (MEMORY_EN, ZERO_EN)


HELDOUT_19: list[Query] = [
    # ---- Chinese home: plain topic words and short phrases (27, the last 3 not covered) ----
    Query("", "数据并行", (ZERO, ZERO_NOTES), (TRAINING, ZERO_EN)),
    Query("", "流水线并行", (TP_PP,), (MEGATRON, TRAINING)),
    Query("", "梯度下溢", (NUMBER_FORMATS,)),
    Query("", "模型状态", (MEMORY, ZERO, ZERO_NOTES), (TRAINING, MEMORY_EN, ZERO_EN)),
    Query("", "内核日志", (XID,), (ONCALL,)),
    Query("", "容错", (CHECKPOINTING,), (TRAINING,)),
    Query("", "显存占用", (MEMORY, ZERO), (ZERO_NOTES, TRAINING, MEMORY_EN, ZERO_EN)),
    Query("", "读书笔记", (G_VAULTS,), (ZERO_NOTES, MEGATRON, GUIDE, GE_VAULTS)),
    Query("", "RSS 订阅", (G_LANGUAGES,), (G_DEPLOYING, G_WRITING, GUIDE, GE_LANGUAGES)),
    Query("", "分享链接", (G_LANGUAGES,), (GUIDE, GE_LANGUAGES)),
    Query("", "搜索同义词", (G_LANGUAGES,), (GE_LANGUAGES,)),
    Query("", "离线阅读", (G_DEPLOYING, G_WRITING), (G_BOOKS, GUIDE, GE_DEPLOYING, GE_WRITING)),
    Query("", "阅读进度", (G_DEPLOYING,), (G_WRITING, GE_DEPLOYING)),
    Query("", "双语标签", (G_WRITING,), (GE_WRITING,)),
    Query("", "公式排版", (G_WRITING,), (G_VAULTS, G_MOVING, G_BOOKS, GE_WRITING)),
    Query("", "知乎", (G_BOOKS,), (GUIDE, GE_BOOKS)),
    Query("", "课程框", (G_WRITING, G_DEPLOYING), (GUIDE, GE_WRITING, GE_DEPLOYING)),
    Query("", "作者卡片", (G_START,), (GE_START,)),
    Query("", "双链", (G_VAULTS,), (GUIDE, GE_VAULTS)),
    Query("", "增量构建", (G_START,), (G_DEPLOYING, GE_START)),
    Query("", "异步检查点", (CHECKPOINTING,), (TRAINING,)),
    Query("", "主副本", (MEMORY,), (MEMORY_EN,)),
    Query("", "手机阅读", (G_DEPLOYING,), (GE_DEPLOYING,)),
    Query("", "404 页面", (G_DEPLOYING,), (GE_DEPLOYING,)),
    Query("", "评论区", ()),
    Query("", "KV 缓存", ()),
    Query("", "向量数据库", ()),
    # ---- Chinese home: questions and longer phrases (14, the last not covered) ----
    Query("", "7B 模型为什么一张 80G 的卡放不下", (MEMORY,), (ZERO, TRAINING, MEMORY_EN)),
    Query("", "FP16 训练出现 NaN 怎么办", (NUMBER_FORMATS,)),
    Query("", "BF16 和 FP16 哪个范围大", (NUMBER_FORMATS,)),
    Query("", "千卡训练多久会遇到一次故障", (CHECKPOINTING,), (TRAINING,)),
    Query("", "Xid 79 是什么意思", (XID,), (ONCALL,)),
    Query("", "什么时候该把机器下线送修", (XID,), (ONCALL,)),
    Query("", "GeLU 为什么不需要通信", (TP_PP,)),
    Query("", "ZeRO-2 能省多少显存", (ZERO, ZERO_NOTES), (TRAINING, ZERO_EN)),
    Query("", "怎么把 Hexo 博客搬过来", (G_MOVING,), (GUIDE, GE_MOVING)),
    Query("", "怎样让读者把整门课下载下来", (G_BOOKS,), (G_DEPLOYING, G_WRITING, GUIDE, GE_BOOKS)),
    Query("", "文章怎么加入一门课程", (G_WRITING,), (GUIDE, GE_WRITING)),
    Query("", "公式能在公众号里正常显示吗", (G_BOOKS,), (GUIDE, GE_BOOKS)),
    Query("", "搜索结果是怎么排序的", (G_LANGUAGES,), (GE_LANGUAGES,)),
    Query("", "学习率预热应该设多少步", ()),
    # ---- Chinese home: terms in English (4) ----
    Query("", "row remapping", (XID,)),
    Query("", "bus bandwidth", (BUSBW,)),
    Query("", "tensor parallelism", (TP_PP,), (MEGATRON, TRAINING)),
    Query("", "Young's approximation", (CHECKPOINTING,), (TRAINING,)),
    # ---- Chinese home: typos and homophones (3) ----
    Query("", "混合经度", (NUMBER_FORMATS, MEMORY), (TRAINING, MEMORY_EN)),
    Query("", "优化器壮态", (ZERO, ZERO_NOTES, MEMORY), (TRAINING, ZERO_EN, MEMORY_EN)),
    Query("", "部暑", (G_DEPLOYING,), (G_START, GUIDE, GE_DEPLOYING)),
    # ---- Chinese home: a course, a lesson, the author (3) ----
    Query("", "第 2 讲", (ZERO,), (TRAINING, ZERO_EN)),
    Query("", "训练基础设施课程", (TRAINING,), (*TRAINING_PARTS, TRAINING_EN, *TRAINING_PARTS_EN)),
    Query("", "乔林", (ABOUT,), (ABOUT_EN,)),
    # ---- Chinese home: identifiers and commands copied from a page (4) ----
    Query("", "coursebook check", (G_START,), (G_WRITING, GUIDE, GE_START)),
    Query("", "zero_state_gb", (ZERO,), (ZERO_EN,)),
    Query("", "exports: [epub]", (G_BOOKS,), (GUIDE, GE_BOOKS)),
    Query("", "hard_breaks", (G_WRITING,), (GE_WRITING,)),
    # ---- English home: plain topic words and short phrases (27, the last 3 not covered) ----
    Query("en/", "mixed precision", (MEMORY_EN,), (NUMBER_FORMATS, MEMORY, TRAINING_EN)),
    Query("en/", "bus bandwidth", (BUSBW,)),
    Query("en/", "ZeRO stages", (ZERO_EN,), (ZERO_NOTES, ZERO, TRAINING_EN)),
    Query("en/", "optimizer state", (ZERO_EN, MEMORY_EN), (ZERO_NOTES, ZERO, MEMORY, TRAINING_EN)),
    Query("en/", "data parallelism", (ZERO_EN,), (MEGATRON, ZERO_NOTES, ZERO, TRAINING_EN)),
    Query("en/", "pipeline parallelism", (MEGATRON,), (TP_PP, TRAINING_EN)),
    Query("en/", "long context", (MEMORY_EN,), (MEMORY, TRAINING_EN)),
    Query("en/", "GPU reset", (XID,), (ONCALL,)),
    Query("en/", "reading notes", (GE_VAULTS, MEGATRON), (ZERO_NOTES, GUIDE_EN, G_VAULTS)),
    Query("en/", "block ids", (GE_VAULTS,), (GUIDE_EN, G_VAULTS)),
    Query("en/", "tag pages", (GE_WRITING,), (GE_LANGUAGES, GE_VAULTS, GUIDE_EN, G_WRITING)),
    Query("en/", "GitHub Pages", (GE_DEPLOYING,), (GUIDE_EN, G_DEPLOYING)),
    Query("en/", "build cache", (GE_START,), (GE_DEPLOYING, GUIDE_EN, G_START)),
    Query("en/", "reading progress", (GE_DEPLOYING,), (GE_WRITING, G_DEPLOYING)),
    Query("en/", "PDF export", (GE_BOOKS,), (GUIDE_EN, G_BOOKS)),
    Query("en/", "Jekyll import", (GE_MOVING,), (GUIDE_EN, G_MOVING)),
    Query("en/", "line numbers", (GE_WRITING,), (GE_BOOKS, G_WRITING)),
    Query("en/", "reading time", (GE_WRITING,), (G_WRITING,)),
    Query("en/", "Chinese typography", (GE_LANGUAGES,), (GE_WRITING, G_LANGUAGES)),
    Query("en/", "Open Graph", (GE_LANGUAGES,), (GUIDE_EN, G_LANGUAGES)),
    Query("en/", "ProperDocs", (GE_START,), (G_START,)),
    Query("en/", "reduce-scatter", (ZERO_EN,), (BUSBW, ZERO_NOTES, ZERO)),
    Query("en/", "Kindle", (GE_BOOKS,), (GUIDE_EN, G_BOOKS)),
    Query("en/", "theme overrides", (GE_START,), (G_START,)),
    Query("en/", "dropout", ()),
    Query("en/", "speculative decoding", ()),
    Query("en/", "Disqus comments", ()),
    # ---- English home: questions and longer phrases (14, the last not covered) ----
    Query("en/", "how much memory does a 7B model need to train", (MEMORY_EN,), (ZERO_EN, MEMORY, TRAINING_EN)),
    Query("en/", "what is the difference between algbw and busbw", (BUSBW,)),
    Query("en/", "what does Xid 48 mean", (XID,), (ONCALL,)),
    Query("en/", "does BF16 need loss scaling", (NUMBER_FORMATS,)),
    Query("en/", "how do I split a model across GPUs", (ZERO_EN, MEGATRON), (TP_PP, ZERO_NOTES, ZERO, TRAINING_EN)),
    Query("en/", "how do I start a new site", (GE_START,), (GUIDE_EN, G_START)),
    Query("en/", "how do I translate a post", (GE_LANGUAGES,), (GE_START, GUIDE_EN, G_LANGUAGES)),
    Query("en/", "what happens to my old URLs when I move from Hexo", (GE_MOVING,), (GUIDE_EN, G_MOVING)),
    Query("en/", "how do I hide a post until it is finished", (GE_WRITING,), (GUIDE_EN, G_WRITING)),
    Query("en/", "why keep tensor parallelism inside one node", (MEGATRON,), (TP_PP, TRAINING_EN)),
    Query("en/", "can search find Chinese pages from the English side", (GE_LANGUAGES,), (GUIDE_EN, G_LANGUAGES)),
    Query("en/", "how can I add an analytics script to every page", (GE_START,), (G_START,)),
    Query("en/", "what does Mermaid need to draw diagrams at build time", (GE_VAULTS,), (GE_BOOKS, G_VAULTS)),
    Query("en/", "how do I run training jobs on Kubernetes", ()),
    # ---- English home: terms in Chinese (4) ----
    Query("en/", "公众号", (GE_BOOKS,), (GUIDE_EN, G_BOOKS, GUIDE)),
    Query("en/", "部署", (GE_DEPLOYING,), (GE_START, GUIDE_EN, G_DEPLOYING, GUIDE)),
    Query("en/", "显存账", (MEMORY_EN,), (TRAINING_EN, MEMORY, TRAINING)),
    Query("en/", "行重映射", (XID,)),
    # ---- English home: typos (3) ----
    Query("en/", "Obsidain vault", (GE_VAULTS,), (GUIDE_EN, G_VAULTS)),
    Query("en/", "frontmater", (GE_WRITING,), (GE_MOVING, GUIDE_EN, G_WRITING)),
    Query("en/", "loss scalling", (NUMBER_FORMATS,)),
    # ---- English home: a course part, a lesson, the author (3) ----
    Query("en/", "lesson 2", (ZERO_EN,), (TRAINING_EN, ZERO)),
    Query("en/", "Guide 5", (GE_MOVING,), (GUIDE_EN, G_MOVING)),
    Query("en/", "Lin Qiao", (ABOUT_EN,), (ABOUT,)),
    # ---- English home: identifiers and commands copied from a page (4) ----
    Query("en/", "GPU has fallen off the bus", (XID,)),
    Query("en/", "nvidia-smi topo -m", (BUSBW,)),
    Query("en/", "training_memory_gb", (MEMORY_EN,), (MEMORY,)),
    Query("en/", "NO_MKDOCS_2_WARNING", (GE_START,), (G_START,)),
]

"""Held-out search queries, set 18, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, as set 18. The helper judged as a reader of the blog would, not as
someone building its search, and worked blind to how the search works. It read only: every Markdown file under
docs/ (every post, every course landing page, both about pages and both home pages, front matter included, the
draft and the scheduled post too), through ls, find, grep, cat and sed on docs/ alone; lines 1-20 of
tests/browser/search_queries.py (the Query type); the module docstring of set 17, read through Python's ast module,
never the queries of that or any other set; and, through grep, the line-length setting of pyproject.toml (and its
ruff lint-selection lines, which a later grep printed). It did not read: any code, configuration (mkdocs.yml
included; docs/tags.yml and docs/blog/.authors.yml, which are not Markdown, were never opened; one early grep over
docs/, by a mistyped option, also ran over them and printed no hit from them), hook, override, template,
JavaScript, README, CHANGELOG, ARCHITECTURE, test artifact, git history or other test file of the repository. It
ran no search, test, build, server, browser or git command, and no pytest; besides writing this file, it ran on it
only the import check, a Python check of its paths against the files of docs/ and of its line widths, and ruff
(format and check).

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English home (start
"en/"), grouped by home. The readers imitated are an ordinary mix, as a blog's search log would show them: on
each home 26 or 27 are plain topic words or short phrases of one to three words in the home's language (激活值,
显存碎片, 定时发布, 反向链接; activations, ring all-reduce, interleaved schedule, keyboard shortcuts); 14 are
questions or longer phrases in natural language (ZeRO-3 要多付多少通信, 中文文件名的网址会变成什么; how to make
the pipeline bubble smaller, can I keep my Obsidian wikilinks when I publish); the rest are split among a term in
the other language than the home's (pipeline bubble, checkpoint interval, e-book on the Chinese home; 张量并行,
显存碎片, 电子书 on the English one), a typo or homophone (检查店, 损失缩方, 张亮并行; activatons, Megatorn-LM,
checkpionting), a course, a lesson or the author by name (第 4 讲, 值班系列, 博主介绍, 用 Coursebook 写作;
lesson 3, on-call course, writing with Coursebook), and an identifier or command copied from a page (sudo dmesg
-T, GradScaler, coursebook export wechat, extra.feeds.limit; PTD-P, all_reduce_perf, coursebook translate
--synced, extend_post.html). None repeats an example query quoted in set 17's docstring. Eight queries, four on
each home, are on topics the blog does not cover (梯度裁剪, 知识蒸馏, Docker 镜像, INT8 量化; gradient clipping,
Slurm, LoRA fine-tuning, quantizing to INT8) and have relevant=() and acceptable=(): grep over docs/ found no
page with any of these words or their obvious variants (量化, 裁剪, 蒸馏, Docker, quantiz, clipping, Slurm,
LoRA, 微调, fine-tun), and the words they share with pages (镜像 of a mirror path, image, model) are another
sense. For each query, docs/ was grepped for its words and their obvious variants (case, plural, Chinese and
English synonyms), and the text around each hit was read before any page was judged.

URL rules (the same as set 17's, re-checked against docs/ on 2026-12-07): a Chinese post under docs/blog/posts/
(in any sub-folder) is at blog/<file name without .md>/, an English one under docs/en/blog/posts/ at
en/blog/<file name>/; no post sets slug:. The about pages are about/ and en/about/. The course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and en/series/guide/ (the
on-call course has no English landing page). The guide has seven parts in each language, all dated before
2026-12-07. Never a result: the draft on MoE routing (draft: true), the post on elastic training dated
2099-01-01, the two home pages, and the text of Obsidian %%comments%% (the one that ends the ZeRO paper notes).

Judgement rules (set 17's, restated): `relevant` holds the pages a reader who types the query on that home must
get, the pages actually about it, preferring the home's language; a page that exists only in the other
language (on the English home: the number formats, checkpointing, tensor and pipeline parallelism, ZeRO paper
and Xid posts and the on-call course; on the Chinese home: the nccl-tests and Megatron-LM notes) is relevant only
when no page in the home's language covers the topic, so on the English home pipeline and tensor parallelism go
to the Megatron-LM notes (lesson 3 acceptable), and FP8, MTBF, fault tolerance, Xid and fragmentation go to the
Chinese posts. A query in the other language than the home's is judged by its topic on that home. An identifier
found only in a page's code (GradScaler, all_reduce_perf, sudo dmesg -T) makes the page relevant when its prose
covers what it stands for. `acceptable` pages neither help nor hurt: pages whose prose discusses the topic
substantively without being the main answer, the other-language version of a relevant page, the parts of a
course for a query naming that course, and a course landing page whose description, introduction or list of
parts (the titles and descriptions of its parts) names the topic. Any other page returned counts against
precision, in particular pages that hold the words only in code, a Mermaid block, a YAML example, a table cell
or the text of a link, or name them once in passing (the 18 GB of activations in lesson 2's sum, Adam in lesson
2's code, the guide parts that name drafts, scheduled posts, reading times, feeds or 第 4 讲 as examples, the
about pages' one line on reading notes, FSDP and 张量并行 in the ZeRO paper notes, ZeRO and 第 3 讲 as link
text). A query on a topic the blog does not cover has relevant=() and acceptable=().

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine; if a judgement
is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

_PARTS = ("start", "writing", "languages", "vaults", "moving", "deploying", "books")
ZH_GUIDE_PARTS = tuple(f"blog/guide-{name}/" for name in _PARTS)
EN_GUIDE_PARTS = tuple(f"en/blog/guide-{name}/" for name in _PARTS)

# Chinese pages.
ZH_MEMORY = "blog/memory-budget/"
ZH_ZERO = "blog/zero/"
ZH_TP = "blog/tensor-pipeline/"
ZH_CKPT = "blog/checkpointing/"
ZH_FORMATS = "blog/number-formats/"
ZH_ZERO_PAPER = "blog/zero-paper-notes/"
ZH_XID = "blog/xid-errors/"
ZH_INFRA = "series/training-infra/"
ZH_ONCALL = "series/oncall/"
ZH_GUIDE = "series/guide/"

# English pages.
EN_MEMORY = "en/blog/memory-budget/"
EN_ZERO = "en/blog/zero/"
EN_BUSBW = "en/blog/busbw/"
EN_MEGATRON = "en/blog/megatron-notes/"
EN_INFRA = "en/series/training-infra/"
EN_GUIDE = "en/series/guide/"

HELDOUT_18: list[Query] = [
    # ---------------------------------------------------------------- Chinese home
    # Plain topic words and short phrases.
    Query("", "激活值", (ZH_MEMORY,), (ZH_TP, ZH_ZERO_PAPER, ZH_INFRA, EN_MEMORY)),
    Query("", "优化器状态", (ZH_ZERO, ZH_ZERO_PAPER), (ZH_MEMORY, ZH_INFRA, EN_ZERO)),
    Query("", "损失缩放", (ZH_FORMATS,), ()),
    Query("", "FP8", (ZH_FORMATS,), ()),
    Query("", "数据并行", (ZH_ZERO, ZH_ZERO_PAPER), (ZH_INFRA, EN_ZERO)),
    Query("", "流水线并行", (ZH_TP,), (EN_MEGATRON, ZH_INFRA)),
    Query("", "容错", (ZH_CKPT,), (ZH_INFRA,)),
    Query("", "显存碎片", (ZH_ZERO_PAPER,), ()),
    Query("", "FlashAttention", (ZH_MEMORY,), (EN_MEMORY,)),
    Query("", "平均无故障时间", (ZH_CKPT,), ()),
    Query("", "行重映射", (ZH_XID,), ()),
    Query("", "Xid 79", (ZH_XID,), (ZH_ONCALL,)),
    Query("", "ZeRO 论文", (ZH_ZERO_PAPER,), (ZH_ZERO,)),
    Query("", "BF16", (ZH_FORMATS,), (ZH_MEMORY, EN_MEMORY)),
    Query("", "Young 近似", (ZH_CKPT,), (ZH_INFRA,)),
    Query(
        "",
        "RSS 订阅",
        ("blog/guide-languages/",),
        ("blog/guide-deploying/", "blog/guide-writing/", ZH_GUIDE, "en/blog/guide-languages/"),
    ),
    Query("", "掘金", ("blog/guide-books/",), (ZH_GUIDE, "en/blog/guide-books/")),
    Query("", "定时发布", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    Query("", "双链", ("blog/guide-vaults/",), (ZH_GUIDE, "en/blog/guide-vaults/")),
    Query("", "反向链接", ("blog/guide-vaults/",), ("en/blog/guide-vaults/",)),
    Query("", "阅读进度", ("blog/guide-deploying/",), ("en/blog/guide-deploying/",)),
    Query("", "搜索同义词", ("blog/guide-languages/",), ("en/blog/guide-languages/",)),
    Query("", "Jekyll", ("blog/guide-moving/",), (ZH_GUIDE, "en/blog/guide-moving/")),
    Query("", "梯度裁剪", (), ()),
    Query("", "知识蒸馏", (), ()),
    Query("", "Docker 镜像", (), ()),
    # Questions and longer phrases.
    Query("", "7B 模型训练到底要多少显存", (ZH_MEMORY,), (ZH_ZERO, ZH_INFRA, EN_MEMORY)),
    Query("", "FP16 的梯度下溢了怎么办", (ZH_FORMATS,), ()),
    Query("", "ZeRO-3 要多付多少通信", (ZH_ZERO,), (ZH_ZERO_PAPER, ZH_INFRA, EN_ZERO)),
    Query("", "微批越多空泡就越小吗", (ZH_TP,), (EN_MEGATRON, ZH_INFRA)),
    Query("", "张量并行为什么不能跨机", (ZH_TP,), (EN_MEGATRON, ZH_INFRA)),
    Query("", "一千张卡多久会出一次故障", (ZH_CKPT,), (ZH_INFRA,)),
    Query("", "GPU 从总线上掉了怎么处理", (ZH_XID,), (ZH_ONCALL,)),
    Query("", "训练报 illegal memory access 先查什么", (ZH_XID,), (ZH_ONCALL,)),
    Query("", "怎么把站点部署到 GitHub Pages", ("blog/guide-deploying/",), (ZH_GUIDE, "en/blog/guide-deploying/")),
    Query("", "怎样把课程导出成 PDF", ("blog/guide-books/",), (ZH_GUIDE, "en/blog/guide-books/")),
    Query("", "中文文章怎么翻译成英文", ("blog/guide-languages/",), (ZH_GUIDE, "en/blog/guide-languages/")),
    Query("", "中文文件名的网址会变成什么", ("blog/guide-start/",), ("blog/guide-moving/", "en/blog/guide-start/")),
    Query("", "大模型怎么做 INT8 量化", (), ()),
    Query("", "怎么给标签起英文名", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    # A term in English.
    Query("", "pipeline bubble", (ZH_TP,), (EN_MEGATRON, ZH_INFRA)),
    Query("", "checkpoint interval", (ZH_CKPT,), (ZH_INFRA,)),
    Query("", "e-book", ("blog/guide-books/",), (ZH_GUIDE, "en/blog/guide-books/")),
    # Typos and homophones.
    Query("", "检查店", (ZH_CKPT,), (ZH_INFRA,)),
    Query("", "损失缩方", (ZH_FORMATS,), ()),
    Query("", "张亮并行", (ZH_TP,), (EN_MEGATRON, ZH_INFRA)),
    # A course, a lesson or the author by name.
    Query("", "第 4 讲", (ZH_CKPT,), (ZH_INFRA,)),
    Query("", "训练基础设施课程", (ZH_INFRA,), (ZH_MEMORY, ZH_ZERO, ZH_TP, ZH_CKPT, EN_INFRA)),
    Query("", "值班系列", (ZH_ONCALL,), (ZH_XID,)),
    Query("", "博主介绍", ("about/",), ("en/about/",)),
    Query("", "用 Coursebook 写作", (ZH_GUIDE,), (*ZH_GUIDE_PARTS, EN_GUIDE)),
    # Identifiers and commands copied from a page.
    Query("", "sudo dmesg -T", (ZH_XID,), (ZH_ONCALL,)),
    Query("", "GradScaler", (ZH_FORMATS,), ()),
    Query("", "coursebook export wechat", ("blog/guide-books/",), (ZH_GUIDE, "en/blog/guide-books/")),
    Query("", "extra.feeds.limit", ("blog/guide-languages/",), ("en/blog/guide-languages/",)),
    # ---------------------------------------------------------------- English home
    # Plain topic words and short phrases.
    Query("en/", "activations", (EN_MEMORY,), (ZH_MEMORY, EN_INFRA)),
    Query("en/", "optimizer state", (EN_ZERO,), (EN_MEMORY, ZH_ZERO, ZH_ZERO_PAPER, EN_INFRA)),
    Query("en/", "Adam", (EN_MEMORY,), (ZH_MEMORY, EN_INFRA)),
    Query("en/", "ring all-reduce", (EN_BUSBW, EN_ZERO), (ZH_ZERO, ZH_ZERO_PAPER)),
    Query("en/", "algbw", (EN_BUSBW,), ()),
    Query("en/", "interleaved schedule", (EN_MEGATRON,), ()),
    Query("en/", "pipeline parallelism", (EN_MEGATRON,), (ZH_TP, EN_INFRA)),
    Query("en/", "ZeRO stages", (EN_ZERO,), (ZH_ZERO, ZH_ZERO_PAPER, EN_INFRA)),
    Query("en/", "FP8", (ZH_FORMATS,), ()),
    Query("en/", "MTBF", (ZH_CKPT,), ()),
    Query("en/", "fault tolerance", (ZH_CKPT,), (EN_INFRA, ZH_INFRA)),
    Query("en/", "Xid errors", (ZH_XID,), (ZH_ONCALL,)),
    Query("en/", "row remapping", (ZH_XID,), ()),
    Query(
        "en/", "reading notes", (EN_MEGATRON, "en/blog/guide-vaults/"), (ZH_ZERO_PAPER, "blog/guide-vaults/", EN_GUIDE)
    ),
    Query("en/", "Megatron-LM", (EN_MEGATRON,), (ZH_TP,)),
    Query("en/", "EPUB", ("en/blog/guide-books/",), ("blog/guide-books/", EN_GUIDE)),
    Query("en/", "wikilinks", ("en/blog/guide-vaults/",), ("blog/guide-vaults/", EN_GUIDE)),
    Query("en/", "backlinks", ("en/blog/guide-vaults/",), ("blog/guide-vaults/",)),
    Query("en/", "reading progress", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    Query("en/", "keyboard shortcuts", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    Query("en/", "scheduled posts", ("en/blog/guide-writing/",), ("blog/guide-writing/",)),
    Query("en/", "ProperDocs", ("en/blog/guide-start/",), ("blog/guide-start/",)),
    Query(
        "en/", "tag pages", ("en/blog/guide-writing/",), ("blog/guide-writing/", "en/blog/guide-languages/", EN_GUIDE)
    ),
    Query(
        "en/",
        "mirror paths",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-start/", "blog/guide-languages/", EN_GUIDE),
    ),
    Query("en/", "gradient clipping", (), ()),
    Query("en/", "Slurm", (), ()),
    Query("en/", "LoRA fine-tuning", (), ()),
    # Questions and longer phrases.
    Query("en/", "how much GPU memory does training a 7B model need", (EN_MEMORY,), (EN_ZERO, ZH_MEMORY, EN_INFRA)),
    Query("en/", "how much memory does ZeRO-2 save", (EN_ZERO,), (ZH_ZERO, ZH_ZERO_PAPER, EN_INFRA)),
    Query(
        "en/",
        "does ZeRO-3 need more communication than plain data parallelism",
        (EN_ZERO,),
        (ZH_ZERO, ZH_ZERO_PAPER, EN_INFRA),
    ),
    Query("en/", "what busbw should a healthy all-reduce show", (EN_BUSBW,), ()),
    Query("en/", "how to make the pipeline bubble smaller", (EN_MEGATRON,), (ZH_TP, EN_INFRA)),
    Query("en/", "why doesn't BF16 need loss scaling", (ZH_FORMATS,), ()),
    Query("en/", "how often does a job on a thousand GPUs hit a failure", (ZH_CKPT,), (EN_INFRA,)),
    Query("en/", "what does Xid 48 mean", (ZH_XID,), (ZH_ONCALL,)),
    Query(
        "en/",
        "can I keep my Obsidian wikilinks when I publish",
        ("en/blog/guide-vaults/",),
        ("blog/guide-vaults/", EN_GUIDE),
    ),
    Query(
        "en/",
        "how do I import a Material for MkDocs blog",
        ("en/blog/guide-moving/",),
        ("blog/guide-moving/", EN_GUIDE),
    ),
    Query(
        "en/",
        "how can a reader follow just one course in a feed reader",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-deploying/", "blog/guide-languages/", EN_GUIDE),
    ),
    Query(
        "en/",
        "how do I paste a post into a WeChat Official Account",
        ("en/blog/guide-books/",),
        ("blog/guide-books/", EN_GUIDE),
    ),
    Query("en/", "who is behind this site", ("en/about/",), ("about/",)),
    Query("en/", "how do I quantize a model to INT8", (), ()),
    # A term in Chinese.
    Query("en/", "张量并行", (EN_MEGATRON,), (ZH_TP, EN_INFRA)),
    Query("en/", "显存碎片", (ZH_ZERO_PAPER,), ()),
    Query("en/", "电子书", ("en/blog/guide-books/",), ("blog/guide-books/", EN_GUIDE)),
    # Typos.
    Query("en/", "activatons", (EN_MEMORY,), (ZH_MEMORY, EN_INFRA)),
    Query("en/", "Megatorn-LM", (EN_MEGATRON,), (ZH_TP,)),
    Query("en/", "checkpionting", (ZH_CKPT,), (EN_INFRA,)),
    # A course or a lesson by name.
    Query("en/", "lesson 3", (ZH_TP,), (EN_INFRA,)),
    Query("en/", "training infrastructure course", (EN_INFRA,), (EN_MEMORY, EN_ZERO, ZH_TP, ZH_CKPT, ZH_INFRA)),
    Query("en/", "on-call course", (ZH_ONCALL,), (ZH_XID,)),
    Query("en/", "writing with Coursebook", (EN_GUIDE,), (*EN_GUIDE_PARTS, ZH_GUIDE)),
    # Identifiers and commands copied from a page.
    Query("en/", "PTD-P", (EN_MEGATRON,), ()),
    Query("en/", "all_reduce_perf", (EN_BUSBW,), ()),
    Query("en/", "coursebook translate --synced", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    Query("en/", "extend_post.html", ("en/blog/guide-start/",), ("blog/guide-start/",)),
]

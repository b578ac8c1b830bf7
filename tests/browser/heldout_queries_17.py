"""Held-out search queries, set 17, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, as set 17. The helper judged as a reader of the blog would, not
as someone building its search. It read only: every Markdown file under docs/ (every post, every course landing
page, both about pages and both home pages, front matter included, the draft and the scheduled post too),
through ls, find, grep and cat on docs/ alone; lines 1-20 of tests/browser/search_queries.py (the Query type);
the module docstring of set 16, read through Python's ast module, never the queries of that or any other set;
and the line-length setting of pyproject.toml. It did not read: any code, configuration (mkdocs.yml included;
docs/tags.yml and docs/blog/.authors.yml, which are not Markdown, were not opened, and the counts of hits in
tags.yml that one early grep over docs/ printed were not used), hook, override, template, JavaScript, benchmark,
README, CHANGELOG, ARCHITECTURE, test artifact, git history or other test file of the repository. It ran no
search, test, build, server, browser or git command, and no pytest; besides writing this file, it ran on it only
the import check, ruff (format and check) and a check of line widths.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English home (start
"en/"). The readers imitated are an ordinary mix, as a site's search log would show them, weighted toward the
common: on each home about half are plain topic words or short phrases of one to three words in the home's
language (显存, 检查点, 空泡, 订阅源, 论文笔记; GPU memory, data parallelism, nccl-tests, drafts, Hugo); about a
quarter are questions or longer phrases in natural language (一张卡能装下多大的模型, 训练出现 NaN 怎么办,
这个博客是谁写的; how often should I save a checkpoint, when should I take a GPU offline, how do I start a new
site); the rest are split among a term in the other language than the home's (mixed precision and bus bandwidth
on the Chinese home, 显存 and 公众号 on the English one), a typo or homophone (混合经度, 流水线并型, 公重号;
bandwith, paralelism, obsidan), a course, a lesson or the author by name (值班手册, 第 2 讲, 乔林, 使用指南;
Lesson 2, Lin Qiao, on-call handbook, Coursebook guide), and an identifier copied from a page (nvidia-smi -q -d
ROW_REMAPPER, coursebook import hexo, listed: false; Remapping Failure Occurred, coursebook translations,
extend_head.html). Most readers arrive with a training-infrastructure problem (memory, parallelism, checkpoints,
number formats, GPU errors, communication); the others are writers weighing the blog engine through its guide
(deploying, drafts, feeds, e-books, two languages, Obsidian, formulas, diagrams, moving a Hexo or Hugo blog,
WeChat and Zhihu). Ten queries, five on each home, are on topics the blog does not cover (gradient accumulation,
Kubernetes, RDMA and InfiniBand, learning-rate warm-up, serving a model with vLLM) and have relevant=(). Every
published post, both about pages and every course landing page is relevant in at least one query. For each
query, docs/ (Markdown only) was grepped for its words and their obvious variants (case, plural, Chinese and
English synonyms), and the text around each hit was read before any page was judged.

URL rules (re-checked against docs/ on 2026-12-07): a Chinese post under docs/blog/posts/ (in any sub-folder) is
at blog/<file name without .md>/, an English one under docs/en/blog/posts/ (in any sub-folder) at en/blog/<file
name>/; no post sets slug:. The about pages are about/ and en/about/. The course landing pages are
docs/series/<id>.md and docs/en/series/<id>.md, at series/<id>/ and en/series/<id>/: series/training-infra/,
series/oncall/, series/guide/, en/series/training-infra/ and en/series/guide/ (the on-call course has no English
landing page). The guide has seven parts in each language (guide-start, -writing, -languages, -vaults, -moving,
-deploying, -books), all dated before 2026-12-07. Never a result: the draft on MoE routing (draft: true), the
post on elastic training dated 2099-01-01 (after 2026-12-07), the two home pages, and whatever stands inside
Obsidian %%comments%% (the comment at the end of the ZeRO paper notes, which names FSDP and Obsidian, is not
part of that page).

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get, the pages
actually about it. A page in the home's language that covers the topic is preferred; a page that exists only in
the other language (the notes on nccl-tests and on Megatron-LM in English; the on-call course and its post on
Xid errors, the posts on number formats, checkpointing, tensor and pipeline parallelism and the ZeRO paper in
Chinese) is relevant only when no page in the home's language covers the topic: so on the English home mixed
precision, loss scaling and checkpoints go to the Chinese posts, the pipeline bubble and tensor parallelism to
the Megatron-LM notes (lesson 3 in Chinese acceptable), and on the Chinese home bus bandwidth goes to the
nccl-tests notes. Lesson 1 names mixed precision only as the setting of its memory sum, so it is acceptable, not
relevant, for mixed precision. A query typed in the other language than the home's is judged by its topic on
that home: the home's pages are relevant, their other-language versions acceptable. An exact identifier or log
line found only in a page's code (the nvidia-smi command of row remapping) makes that page relevant when its
prose covers what it stands for. `acceptable` pages neither help nor hurt: pages whose prose discusses the topic
substantively without being the main answer, the other-language version of a relevant page, the lessons of a
course for a query naming that course, and a course landing page whose description, introduction or list of
parts (the titles and descriptions of its parts) names the topic. Any other page returned counts against
precision, in particular pages that hold the words only in a code block, a Mermaid block, a YAML or front-matter
example, a table cell or the text of a link, or that name them once in passing (the guide's parts name 显存,
混合精度, 梯度累积.md, GPU memory, NCCL, 第 2 讲 and Lesson 2 only as examples; the guide's other parts mention
drafts, feeds, formulas, Hugo and deploying only in passing; the ZeRO paper notes name 第 2 讲 and 张量并行 in
passing and Megatron-LM only as a link; the Megatron-LM notes name ZeRO only as a link; the about pages name
scheduling, on-call notes and the two languages once each; the front matter listed: false of the guide's landing
pages is not prose). A query on a topic the blog does not cover has relevant=() and acceptable=(): no page
discusses any of the five topics, and the words the queries share with pages (部署 of a site, serve of mkdocs
serve, 设置 of settings) are another sense.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine; if a judgement
is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_17: list[Query] = [
    # plain topic words and short phrases, as typed on the Chinese home
    Query(
        "",
        "显存",
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        ("series/training-infra/", "en/blog/memory-budget/", "en/blog/zero/", "blog/xid-errors/"),
    ),
    Query("", "混合精度", ("blog/number-formats/",), ("blog/memory-budget/", "en/blog/memory-budget/")),
    Query("", "检查点", ("blog/checkpointing/",), ("series/training-infra/",)),
    Query("", "流水线并行", ("blog/tensor-pipeline/",), ("series/training-infra/", "en/blog/megatron-notes/")),
    Query("", "张量并行", ("blog/tensor-pipeline/",), ("series/training-infra/", "en/blog/megatron-notes/")),
    Query("", "数据并行", ("blog/zero/", "blog/zero-paper-notes/"), ("series/training-infra/", "en/blog/zero/")),
    Query("", "ZeRO", ("blog/zero/", "blog/zero-paper-notes/"), ("en/blog/zero/", "series/training-infra/")),
    Query("", "Xid", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("", "损失缩放", ("blog/number-formats/",), ()),
    Query(
        "",
        "激活值",
        ("blog/memory-budget/",),
        ("series/training-infra/", "en/blog/memory-budget/", "blog/zero-paper-notes/"),
    ),
    Query(
        "",
        "通信量",
        ("blog/zero/",),
        (
            "blog/tensor-pipeline/",
            "blog/zero-paper-notes/",
            "series/training-infra/",
            "en/blog/zero/",
            "en/blog/busbw/",
        ),
    ),
    Query("", "空泡", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    Query("", "FP8", ("blog/number-formats/",), ()),
    Query(
        "",
        "优化器状态",
        ("blog/memory-budget/", "blog/zero/"),
        ("blog/zero-paper-notes/", "series/training-infra/", "en/blog/memory-budget/", "en/blog/zero/"),
    ),
    Query("", "行重映射", ("blog/xid-errors/",), ()),
    Query("", "部署", ("blog/guide-deploying/",), ("series/guide/", "en/blog/guide-deploying/", "blog/guide-start/")),
    Query("", "草稿", ("blog/guide-writing/",), ("series/guide/", "en/blog/guide-writing/")),
    Query("", "订阅源", ("blog/guide-languages/",), ("series/guide/", "en/blog/guide-languages/")),
    Query("", "电子书", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "双语", ("blog/guide-languages/",), ("series/guide/", "en/blog/guide-languages/", "blog/guide-moving/")),
    Query("", "Obsidian", ("blog/guide-vaults/",), ("series/guide/", "en/blog/guide-vaults/", "blog/guide-writing/")),
    Query(
        "",
        "公式",
        ("blog/guide-writing/",),
        ("blog/guide-vaults/", "blog/guide-moving/", "blog/guide-books/", "en/blog/guide-writing/"),
    ),
    Query("", "论文笔记", ("blog/zero-paper-notes/",), ("en/blog/megatron-notes/", "blog/guide-vaults/")),
    Query("", "预览", ("blog/guide-start/",), ("series/guide/", "en/blog/guide-start/")),
    # topics the blog does not cover
    Query("", "梯度累积", (), ()),
    Query("", "Kubernetes", (), ()),
    Query("", "RDMA", (), ()),
    # questions and longer phrases
    Query("", "一张卡能装下多大的模型", ("blog/memory-budget/",), ("series/training-infra/", "en/blog/memory-budget/")),
    Query("", "训练出现 NaN 怎么办", ("blog/number-formats/",), ()),
    Query("", "多久存一次检查点最划算", ("blog/checkpointing/",), ("series/training-infra/",)),
    Query("", "ZeRO-3 的通信量为什么是 1.5 倍", ("blog/zero/",), ("blog/zero-paper-notes/", "en/blog/zero/")),
    Query("", "流水线空泡怎么计算", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    Query("", "为什么现在大模型训练都用 BF16", ("blog/number-formats/",), ()),
    Query("", "GPU 从总线上掉了怎么办", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("", "张量并行为什么不能跨机", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    Query("", "怎么把 Hexo 博客搬过来", ("blog/guide-moving/",), ("series/guide/", "en/blog/guide-moving/")),
    Query("", "文章能同步到知乎吗", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "文章怎么翻译成英文", ("blog/guide-languages/",), ("series/guide/", "en/blog/guide-languages/")),
    Query("", "这个博客是谁写的", ("about/",), ("en/about/",)),
    Query("", "怎么用 vLLM 部署推理服务", (), ()),
    Query("", "如何设置学习率预热", (), ()),
    # a term in English on the Chinese home
    Query("", "mixed precision", ("blog/number-formats/",), ("blog/memory-budget/", "en/blog/memory-budget/")),
    Query("", "pipeline bubble", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    Query("", "bus bandwidth", ("en/blog/busbw/",), ()),
    # typos and homophones
    Query("", "混合经度", ("blog/number-formats/",), ("blog/memory-budget/", "en/blog/memory-budget/")),
    Query("", "流水线并型", ("blog/tensor-pipeline/",), ("series/training-infra/", "en/blog/megatron-notes/")),
    Query("", "公重号", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    # a course, a lesson or the author
    Query("", "值班手册", ("series/oncall/", "blog/xid-errors/"), ()),
    Query("", "第 2 讲", ("blog/zero/",), ("series/training-infra/", "en/blog/zero/")),
    Query("", "乔林", ("about/",), ("en/about/",)),
    Query(
        "",
        "训练基础设施课程",
        ("series/training-infra/",),
        (
            "en/series/training-infra/",
            "blog/memory-budget/",
            "blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "en/blog/memory-budget/",
            "en/blog/zero/",
        ),
    ),
    Query(
        "",
        "使用指南",
        ("series/guide/",),
        (
            "blog/guide-start/",
            "blog/guide-writing/",
            "blog/guide-languages/",
            "blog/guide-vaults/",
            "blog/guide-moving/",
            "blog/guide-deploying/",
            "blog/guide-books/",
            "en/series/guide/",
        ),
    ),
    # identifiers copied from a page
    Query("", "nvidia-smi -q -d ROW_REMAPPER", ("blog/xid-errors/",), ()),
    Query("", "coursebook import hexo", ("blog/guide-moving/",), ("series/guide/", "en/blog/guide-moving/")),
    Query("", "listed: false", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    # plain topic words and short phrases, as typed on the English home
    Query(
        "en/",
        "GPU memory",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
            "blog/xid-errors/",
        ),
    ),
    Query("en/", "ZeRO paper", ("blog/zero-paper-notes/",), ("en/blog/zero/", "blog/zero/")),
    Query("en/", "mixed precision", ("blog/number-formats/",), ("en/blog/memory-budget/", "blog/memory-budget/")),
    Query("en/", "checkpointing", ("blog/checkpointing/",), ("en/series/training-infra/", "series/training-infra/")),
    Query(
        "en/",
        "pipeline parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/", "series/training-infra/"),
    ),
    Query(
        "en/",
        "tensor parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/", "series/training-infra/"),
    ),
    Query(
        "en/",
        "data parallelism",
        ("en/blog/zero/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/", "series/training-infra/"),
    ),
    Query("en/", "Xid", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "loss scaling", ("blog/number-formats/",), ()),
    Query(
        "en/",
        "activations",
        ("en/blog/memory-budget/",),
        ("blog/memory-budget/", "en/series/training-infra/", "blog/zero-paper-notes/"),
    ),
    Query("en/", "nccl-tests", ("en/blog/busbw/",), ()),
    Query(
        "en/",
        "all-reduce",
        ("en/blog/busbw/", "en/blog/zero/"),
        ("blog/zero/", "blog/tensor-pipeline/", "blog/zero-paper-notes/"),
    ),
    Query("en/", "BF16 vs FP16", ("blog/number-formats/",), ()),
    Query(
        "en/",
        "optimizer state",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query("en/", "interleaved schedule", ("en/blog/megatron-notes/",), ()),
    Query("en/", "Megatron-LM", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("en/", "GitHub Pages", ("en/blog/guide-deploying/",), ("en/series/guide/", "blog/guide-deploying/")),
    Query("en/", "drafts", ("en/blog/guide-writing/",), ("en/series/guide/", "blog/guide-writing/")),
    Query("en/", "RSS feed", ("en/blog/guide-languages/",), ("en/series/guide/", "blog/guide-languages/")),
    Query("en/", "EPUB", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    Query(
        "en/",
        "Obsidian vault",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "blog/guide-vaults/", "en/blog/guide-writing/"),
    ),
    Query("en/", "Hugo", ("en/blog/guide-moving/",), ("en/series/guide/", "blog/guide-moving/")),
    Query(
        "en/",
        "formulas",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-vaults/", "en/blog/guide-moving/", "en/blog/guide-books/", "blog/guide-writing/"),
    ),
    Query("en/", "Mermaid diagrams", ("en/blog/guide-vaults/",), ("en/blog/guide-books/", "blog/guide-vaults/")),
    # topics the blog does not cover
    Query("en/", "gradient accumulation", (), ()),
    Query("en/", "Kubernetes", (), ()),
    Query("en/", "learning rate warmup", (), ()),
    # questions and longer phrases
    Query(
        "en/",
        "how big a model fits on one GPU",
        ("en/blog/memory-budget/",),
        ("blog/memory-budget/", "en/series/training-infra/"),
    ),
    Query("en/", "why does fp16 training give NaN", ("blog/number-formats/",), ()),
    Query(
        "en/",
        "how often should I save a checkpoint",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    Query("en/", "what is the difference between algbw and busbw", ("en/blog/busbw/",), ()),
    Query("en/", "how much memory does ZeRO-3 save", ("en/blog/zero/",), ("blog/zero/", "blog/zero-paper-notes/")),
    Query("en/", "when should I take a GPU offline", ("blog/xid-errors/",), ("series/oncall/",)),
    Query(
        "en/",
        "why does the pipeline bubble shrink with more micro-batches",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/",),
    ),
    Query("en/", "how do I move my Hexo blog", ("en/blog/guide-moving/",), ("en/series/guide/", "blog/guide-moving/")),
    Query(
        "en/", "how do I translate a post", ("en/blog/guide-languages/",), ("en/series/guide/", "blog/guide-languages/")
    ),
    Query(
        "en/", "how do I publish a post on WeChat", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")
    ),
    Query("en/", "how do I start a new site", ("en/blog/guide-start/",), ("en/series/guide/", "blog/guide-start/")),
    Query("en/", "who writes this blog", ("en/about/",), ("about/",)),
    Query("en/", "how to serve a model with vLLM", (), ()),
    Query("en/", "how do I configure InfiniBand for RDMA", (), ()),
    # a term in Chinese on the English home
    Query(
        "en/",
        "显存",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
            "blog/xid-errors/",
        ),
    ),
    Query("en/", "公众号", ("en/blog/guide-books/",), ("blog/guide-books/", "en/series/guide/")),
    Query("en/", "数值格式", ("blog/number-formats/",), ()),
    # typos
    Query("en/", "bandwith", ("en/blog/busbw/",), ()),
    Query(
        "en/",
        "data paralelism",
        ("en/blog/zero/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/", "series/training-infra/"),
    ),
    Query(
        "en/",
        "obsidan",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "blog/guide-vaults/", "en/blog/guide-writing/"),
    ),
    # a course, a lesson or the author
    Query("en/", "Lin Qiao", ("en/about/",), ("about/",)),
    Query("en/", "Lesson 2", ("en/blog/zero/",), ("blog/zero/", "en/series/training-infra/")),
    Query(
        "en/",
        "training infrastructure course",
        ("en/series/training-infra/",),
        (
            "series/training-infra/",
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "blog/memory-budget/",
            "blog/zero/",
        ),
    ),
    Query("en/", "on-call handbook", ("series/oncall/", "blog/xid-errors/"), ()),
    Query(
        "en/",
        "Coursebook guide",
        ("en/series/guide/",),
        (
            "en/blog/guide-start/",
            "en/blog/guide-writing/",
            "en/blog/guide-languages/",
            "en/blog/guide-vaults/",
            "en/blog/guide-moving/",
            "en/blog/guide-deploying/",
            "en/blog/guide-books/",
            "series/guide/",
        ),
    ),
    # identifiers copied from a page
    Query("en/", "Remapping Failure Occurred", ("blog/xid-errors/",), ()),
    Query("en/", "coursebook translations", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    Query("en/", "extend_head.html", ("en/blog/guide-start/",), ("blog/guide-start/",)),
]

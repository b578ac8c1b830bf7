"""Held-out search queries, set 10, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, judging as a reader of the blog and not as
someone building its search. The helper read only the Markdown under docs/: every post, every
course landing page, both about pages and both home pages, with their front matter. It ran no
search, test, build or server, and it opened no code, configuration, hook, override, benchmark,
git history or other query set of the repository (only the Query type and the docstring of set
8, for the conventions).

How the set was made: about half of the queries are typed on the Chinese home (start "") and
half on the English home (start "en/"). They were written fresh from a reading of the posts,
imagining different readers (an engineer new to distributed training, an on-call engineer woken
at night, a writer weighing the blog engine the guide describes). Most are plain terms and short
phrases for the posts' topics; the rest are questions in either language, abbreviations,
misspellings, synonyms, queries in the other language, mixed Chinese-English queries, and a few
topics the blog does not cover. Every published post and every course is judged relevant in at
least one query. For each query, docs/ was grepped for its words and their obvious variants
(letter case, plurals, the Chinese and English names of the same thing), and the text around each
hit was read before a page was judged.

Published pages: a Chinese post under docs/blog/posts/ (any sub-folder) is at blog/<file name
without .md>/, an English post under docs/en/blog/posts/ at en/blog/<file name>/ (no post sets
slug:); the about pages are about/ and en/about/; the course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (the on-call course has no English landing page). Never a result: the draft on
MoE routing (draft: true), the post on elastic training dated 2099, the two home pages, and any
text inside Obsidian %%comments%%.

Judgement rules: `relevant` lists the pages a reader who types the query on that home must get,
the pages actually about it. A page in the home's language that covers the topic is preferred; a
page that exists only in the other language is relevant only when no page in the home's language
covers the topic. `acceptable` pages may be returned without counting either way: pages whose
prose discusses the topic substantively without being the main answer, the other-language twin
of a relevant page, and a course landing page whose description, introduction or list of parts
names the topic. Every other page returned counts against precision, above all pages that hold
the words only in a code block, a YAML or configuration example, a table cell or the text of a
link to another page, or that name them once in passing. A query on a topic the blog does not
cover has relevant=().

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the
engine's results; if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_10 = (
    # --- Chinese home: training infrastructure course ---
    Query(
        "",
        "显存账",
        relevant=("blog/memory-budget/",),
        acceptable=("series/training-infra/", "blog/zero/", "en/blog/memory-budget/"),
    ),
    Query(
        "",
        "一张卡能装多大的模型",
        relevant=("blog/memory-budget/",),
        acceptable=("blog/zero/", "series/training-infra/", "en/blog/memory-budget/"),
    ),
    Query(
        "",
        "激活值 序列长度",
        relevant=("blog/memory-budget/",),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        "",
        "FlashAttention",
        relevant=("blog/memory-budget/",),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        "",
        "Adam 优化器状态占多少显存",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "series/training-infra/",
            "en/blog/memory-budget/",
        ),
    ),
    Query(
        "",
        "ZeRO",
        relevant=("blog/zero/", "blog/zero-paper-notes/"),
        acceptable=("series/training-infra/", "en/blog/zero/"),
    ),
    Query(
        "",
        "ZeRO-R 显存碎片",
        relevant=("blog/zero-paper-notes/",),
    ),
    Query(
        "",
        "FSDP",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("blog/zero/",),
    ),
    Query(
        "",
        "数据并行 通信量",
        relevant=("blog/zero/",),
        acceptable=("blog/zero-paper-notes/", "series/training-infra/", "en/blog/zero/"),
    ),
    Query(
        "",
        "张量并行",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("series/training-infra/", "en/blog/megatron-notes/"),
    ),
    Query(
        "",
        "流水线并行 空泡",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("series/training-infra/", "en/blog/megatron-notes/"),
    ),
    Query(
        "",
        "模型并行怎么切",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("series/training-infra/", "en/blog/megatron-notes/"),
    ),
    Query(
        "",
        "Megatron-LM 论文笔记",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "",
        "interleaved 1F1B",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "",
        "检查点多久存一次",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/",),
    ),
    Query(
        "",
        "检察点",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/",),
    ),
    Query(
        "",
        "容错",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/",),
    ),
    Query(
        "",
        "MTBF 平均无故障时间",
        relevant=("blog/checkpointing/",),
    ),
    # --- Chinese home: on-call ---
    Query(
        "",
        "Xid",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "",
        "GPU 掉卡",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "",
        "ECC 错误要不要换卡",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "",
        "值班手册",
        relevant=("series/oncall/", "blog/xid-errors/"),
    ),
    Query(
        "",
        "NCCL 超时",
        relevant=(),
        acceptable=("blog/xid-errors/",),
    ),
    # --- Chinese home: number formats, communication ---
    Query(
        "",
        "BF16 和 FP16 有什么区别",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "",
        "损失缩放",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "",
        "loss scaling",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "",
        "训练出现 NaN 怎么办",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "",
        "混合精度",
        relevant=("blog/number-formats/", "blog/memory-budget/"),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        "",
        "nccl-tests 带宽",
        relevant=("en/blog/busbw/",),
    ),
    # --- Chinese home: the guide ---
    Query(
        "",
        "Coursebook 建站",
        relevant=("blog/guide-start/",),
        acceptable=("series/guide/", "en/blog/guide-start/"),
    ),
    Query(
        "",
        "coursebook init",
        relevant=("blog/guide-start/",),
        acceptable=("blog/guide-deploying/", "en/blog/guide-start/"),
    ),
    Query(
        "",
        "保存后预览太慢",
        relevant=("blog/guide-start/",),
        acceptable=("en/blog/guide-start/",),
    ),
    Query(
        "",
        "front matter 怎么写",
        relevant=("blog/guide-writing/",),
        acceptable=("series/guide/", "blog/guide-moving/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "草稿",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "series/guide/",
            "blog/guide-start/",
            "blog/guide-languages/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        "",
        "标签和分类",
        relevant=("blog/guide-writing/",),
        acceptable=("series/guide/", "blog/guide-vaults/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "公式 KaTeX",
        relevant=("blog/guide-writing/",),
        acceptable=("blog/guide-vaults/", "blog/guide-moving/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "中英双语 翻译",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "series/guide/",
            "blog/guide-start/",
            "blog/guide-moving/",
            "en/blog/guide-languages/",
        ),
    ),
    Query(
        "",
        "RSS 订阅源",
        relevant=("blog/guide-languages/",),
        acceptable=("blog/guide-writing/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "站内搜索",
        relevant=("blog/guide-languages/",),
        acceptable=("blog/guide-deploying/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "Obsidian 库",
        relevant=("blog/guide-vaults/",),
        acceptable=("series/guide/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "双链 wikilink",
        relevant=("blog/guide-vaults/",),
        acceptable=("en/blog/guide-vaults/",),
    ),
    Query(
        "",
        "Mermaid 图表",
        relevant=("blog/guide-vaults/",),
        acceptable=("blog/guide-books/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "从 Hexo 搬家",
        relevant=("blog/guide-moving/",),
        acceptable=("series/guide/", "en/blog/guide-moving/"),
    ),
    Query(
        "",
        "部署到 GitHub Pages",
        relevant=("blog/guide-deploying/",),
        acceptable=("series/guide/", "en/blog/guide-deploying/"),
    ),
    Query(
        "",
        "阅读进度保存在哪",
        relevant=("blog/guide-deploying/",),
        acceptable=("en/blog/guide-deploying/",),
    ),
    Query(
        "",
        "电子书 EPUB",
        relevant=("blog/guide-books/",),
        acceptable=("series/guide/", "en/blog/guide-books/"),
    ),
    Query(
        "",
        "发公众号",
        relevant=("blog/guide-books/",),
        acceptable=("series/guide/", "en/blog/guide-books/"),
    ),
    Query(
        "",
        "打印 PDF",
        relevant=("blog/guide-books/",),
        acceptable=("blog/guide-deploying/", "blog/guide-writing/", "en/blog/guide-books/"),
    ),
    Query(
        "",
        "训练基础设施课程",
        relevant=("series/training-infra/",),
        acceptable=(
            "blog/memory-budget/",
            "blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        "",
        "使用指南",
        relevant=("series/guide/",),
        acceptable=(
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
    # --- Chinese home: about, and topics not covered ---
    Query(
        "",
        "作者是谁",
        relevant=("about/",),
    ),
    Query(
        "",
        "Kubernetes 调度",
        relevant=(),
    ),
    Query(
        "",
        "MoE 负载均衡",
        relevant=(),
    ),
    Query(
        "",
        "弹性训练",
        relevant=(),
    ),
    Query(
        "",
        "RLHF 强化学习",
        relevant=(),
    ),
    # --- English home: training infrastructure ---
    Query(
        "en/",
        "memory bill",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/series/training-infra/", "en/blog/zero/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "why doesn't a 7B model fit on an 80GB GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/blog/zero/", "en/series/training-infra/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "activation memory",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/series/training-infra/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "ZeRO stage 3",
        relevant=("en/blog/zero/",),
        acceptable=("blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "ZeRO paper reading notes",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("en/blog/zero/", "blog/zero/"),
    ),
    Query(
        "en/",
        "optimizer state sharding",
        relevant=("en/blog/zero/",),
        acceptable=("blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "data parallelism communication cost",
        relevant=("en/blog/zero/",),
        acceptable=("en/series/training-infra/", "blog/zero/"),
    ),
    Query(
        "en/",
        "reduce scatter all gather",
        relevant=("en/blog/zero/",),
        acceptable=("en/blog/busbw/", "blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "FSDP",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("en/blog/zero/", "blog/zero/"),
    ),
    Query(
        "en/",
        "busbw",
        relevant=("en/blog/busbw/",),
    ),
    Query(
        "en/",
        "nccl-tests",
        relevant=("en/blog/busbw/",),
    ),
    Query(
        "en/",
        "Megatron-LM",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "en/",
        "interleaved schedule",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "en/",
        "pipeline bubble",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "en/",
        "pipline paralelism",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "tensor parallelism across nodes",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "how often should I checkpoint",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(
        "en/",
        "fault tolerance",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(
        "en/",
        "checkpionting",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(
        "en/",
        "显存",
        relevant=("en/blog/memory-budget/", "en/blog/zero/"),
        acceptable=(
            "en/series/training-infra/",
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    # --- English home: on-call, number formats ---
    Query(
        "en/",
        "Xid 79",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "en/",
        "GPU fell off the bus",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "en/",
        "on-call",
        relevant=("series/oncall/", "blog/xid-errors/"),
    ),
    Query(
        "en/",
        "值班",
        relevant=("series/oncall/", "blog/xid-errors/"),
    ),
    Query(
        "en/",
        "bf16 vs fp16",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "en/",
        "loss scaling",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "en/",
        "GradScaler",
        relevant=("blog/number-formats/",),
    ),
    Query(
        "en/",
        "mixed precision",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/number-formats/", "blog/memory-budget/"),
    ),
    # --- English home: the guide ---
    Query(
        "en/",
        "getting started with Coursebook",
        relevant=("en/blog/guide-start/",),
        acceptable=("en/series/guide/", "blog/guide-start/"),
    ),
    Query(
        "en/",
        "coursebook check",
        relevant=("en/blog/guide-start/",),
        acceptable=("en/blog/guide-writing/", "blog/guide-start/"),
    ),
    Query(
        "en/",
        "build cache",
        relevant=("en/blog/guide-start/",),
        acceptable=("en/blog/guide-deploying/", "blog/guide-start/"),
    ),
    Query(
        "en/",
        "front matter",
        relevant=("en/blog/guide-writing/",),
        acceptable=("en/series/guide/", "en/blog/guide-moving/", "blog/guide-writing/"),
    ),
    Query(
        "en/",
        "draft posts",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/series/guide/",
            "en/blog/guide-start/",
            "en/blog/guide-languages/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        "en/",
        "tags in two languages",
        relevant=("en/blog/guide-writing/",),
        acceptable=("blog/guide-writing/",),
    ),
    Query(
        "en/",
        "translations out of date",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        "en/",
        "hreflang",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        "en/",
        "Atom feed",
        relevant=("en/blog/guide-languages/",),
        acceptable=("en/blog/guide-writing/", "blog/guide-languages/"),
    ),
    Query(
        "en/",
        "how does search rank results",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        "en/",
        "Obsidian callouts",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("blog/guide-vaults/",),
    ),
    Query(
        "en/",
        "wikilinks",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("blog/guide-vaults/",),
    ),
    Query(
        "en/",
        "obsidan vault",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/series/guide/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "reading notes status",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/series/guide/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "Mermaid diagrams",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/blog/guide-books/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "import a Hugo blog",
        relevant=("en/blog/guide-moving/",),
        acceptable=("en/series/guide/", "blog/guide-moving/"),
    ),
    Query(
        "en/",
        "deploy with GitHub Actions",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("en/series/guide/", "blog/guide-deploying/"),
    ),
    Query(
        "en/",
        "continue reading progress",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        "en/",
        "EPUB export",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "WeChat",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "公众号",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "training infrastructure course",
        relevant=("en/series/training-infra/",),
        acceptable=(
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "series/training-infra/",
        ),
    ),
    Query(
        "en/",
        "Coursebook guide",
        relevant=("en/series/guide/",),
        acceptable=(
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
    # --- English home: about, and topics not covered ---
    Query(
        "en/",
        "who is the author",
        relevant=("en/about/",),
    ),
    Query(
        "en/",
        "Kubernetes",
        relevant=(),
    ),
    Query(
        "en/",
        "MoE expert parallelism",
        relevant=(),
    ),
    Query(
        "en/",
        "zero bubble pipeline schedule",
        relevant=(),
        acceptable=("en/blog/megatron-notes/", "blog/tensor-pipeline/"),
    ),
)

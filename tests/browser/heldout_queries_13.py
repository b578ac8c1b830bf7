"""Held-out search queries, set 13, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, who judged the results a reader of the blog would
want, not the ones a search engine would be likely to give. What it read: the Markdown under docs/
only (every post, draft and scheduled post included, every course landing page, both about pages
and both home pages, front matter included), lines 1-20 of tests/browser/search_queries.py (the
Query type) and the module docstring of set 12, read through the ast module. What it did not read:
the queries of any other set, code, configuration (mkdocs.yml included), hooks, overrides,
templates, benchmarks, README, CHANGELOG, ARCHITECTURE, git history or any other test. It ran no
search, test, build, server or browser; the set is committed unrun.

How the set was made: 110 queries, 55 typed on the Chinese home (start "") and 55 on the English
home (start "en/"). They are written as the blog's readers would type them: a PhD student getting
a reading group ready, an SRE paged in the night, a team lead deciding what the team reads first,
a blogger weighing static-site tools, someone who saw a line of a post reposted on WeChat or
Zhihu. Most are plain terms or short phrases for what the posts are about; the rest are questions
in either language, practitioners' abbreviations and jargon, a few misspellings, synonyms the
posts do not use, queries in the other language than the home's, mixed Chinese-English queries,
and fragments copied from a post. Ten queries, five on each home, are on topics the blog does not
cover (relevant=()), two of them the topics of the unpublished draft and scheduled post. Every
published post, both about pages and every course landing page is relevant in at least one query.
Before judging a query, docs/ was grepped for its words and their obvious variants (letter case,
plurals, Chinese and English synonyms) and the text around every hit was read.

Published pages: a Chinese post under docs/blog/posts/ (in whatever sub-folder) is at
blog/<file name without .md>/, an English post under docs/en/blog/posts/ at en/blog/<file name>/
(no post sets slug:). The about pages are about/ and en/about/. The course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (the on-call course has no English landing page). Never a result, so never
judged: the draft on MoE routing (draft: true), the post on elastic training dated 2099 (later
than 2026-12-07), the two home pages, and the text inside Obsidian %%comments%%.

Judgement rules: `relevant` is what a reader typing the query on that home must get, the pages
that are about it; a page in the home's language is preferred, and a page in the other language
is relevant only when no page in the home's language covers the topic. `acceptable` pages neither
help nor hurt: a page whose prose discusses the topic substantively without being the answer, the
other-language version of a relevant page, and a course landing page whose description,
introduction or list of parts (the titles and descriptions of its parts) names the topic. Every
other page that is returned counts against precision, in particular one that holds the words only
in a code block, a YAML or configuration example, a table cell or the text of a link, or names
them once in passing (the guide names training terms as examples of how pages, tags and search
treat words; the guide's "mirror path" is not a Docker image). For a topic the blog does not
cover, relevant is empty, and a page that mentions the topic in a sentence may be acceptable.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_13 = [
    Query(
        "",
        "显存账",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "series/training-infra/",
            "en/blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        "",
        "一张卡装得下多大的模型",
        relevant=("blog/memory-budget/",),
        acceptable=("series/training-infra/", "en/blog/memory-budget/", "blog/zero/"),
    ),
    Query(
        "",
        "激活值 序列长度",
        relevant=("blog/memory-budget/",),
        acceptable=("en/blog/memory-budget/", "series/training-infra/"),
    ),
    Query(
        "",
        "flashattention 显存",
        relevant=("blog/memory-budget/",),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        "",
        "ZeRO-2 每张卡显存多少",
        relevant=("blog/zero/",),
        acceptable=("blog/zero-paper-notes/", "en/blog/zero/", "series/training-infra/"),
    ),
    Query(
        "",
        "zero3 通信开销",
        relevant=("blog/zero/",),
        acceptable=("blog/zero-paper-notes/", "en/blog/zero/", "series/training-infra/"),
    ),
    Query(
        "",
        "数据并行为什么不省显存",
        relevant=("blog/zero/", "blog/zero-paper-notes/"),
        acceptable=("en/blog/zero/", "series/training-infra/"),
    ),
    Query(
        "",
        "优化器状态切分",
        relevant=("blog/zero/", "blog/zero-paper-notes/"),
        acceptable=("en/blog/zero/", "series/training-infra/", "blog/memory-budget/"),
    ),
    Query(
        "",
        "ZeRO 论文阅读笔记",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("blog/zero/", "en/blog/zero/"),
    ),
    Query(
        "",
        "FSDP 和 ZeRO-3 是什么关系",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("blog/zero/", "en/blog/zero/"),
    ),
    Query(
        "",
        "张量并行",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/", "series/training-infra/"),
    ),
    Query(
        "",
        "流水线并行的空泡怎么算",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/", "series/training-infra/"),
    ),
    Query(
        "",
        "tensor parallel all-reduce 次数",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/",),
    ),
    Query(
        "",
        "1F1B 交错调度",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "",
        "Megatron-LM 论文",
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
        "检察点 间隔",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/",),
    ),
    Query(
        "",
        "Young 近似 MTBF",
        relevant=("blog/checkpointing/",),
        acceptable=(),
    ),
    Query(
        "",
        "千卡训练 故障",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/", "blog/xid-errors/"),
    ),
    Query(
        "",
        "BF16 和 FP16 有什么区别",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "",
        "动态损失缩放",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "",
        "loss scale 溢出 inf",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "",
        "FP8 E4M3 E5M2",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "",
        "混合精度训练出了 NaN",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "",
        "混合精度",
        relevant=("blog/number-formats/", "blog/memory-budget/"),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        "",
        "Xid 79",
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
        "CUDA error: an illegal memory access",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "",
        "行重映射 备用行用完",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "",
        "值班手册",
        relevant=("series/oncall/", "blog/xid-errors/"),
        acceptable=(),
    ),
    Query(
        "",
        "NCCL 超时",
        relevant=("blog/xid-errors/",),
        acceptable=("en/blog/busbw/",),
    ),
    Query(
        "",
        "算法带宽和总线带宽",
        relevant=("en/blog/busbw/",),
        acceptable=("blog/zero/",),
    ),
    Query(
        "",
        "all-reduce 通信量",
        relevant=("blog/zero/",),
        acceptable=(
            "blog/tensor-pipeline/",
            "blog/zero-paper-notes/",
            "en/blog/busbw/",
            "en/blog/zero/",
            "series/training-infra/",
        ),
    ),
    Query(
        "",
        "训练基础设施 课程",
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
        "论文笔记",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("en/blog/megatron-notes/", "blog/guide-vaults/"),
    ),
    Query(
        "",
        "coursebook init",
        relevant=("blog/guide-start/",),
        acceptable=("en/blog/guide-start/", "series/guide/"),
    ),
    Query(
        "",
        "保存之后多久能看到预览",
        relevant=("blog/guide-start/",),
        acceptable=("en/blog/guide-start/",),
    ),
    Query(
        "",
        "front matter 字段",
        relevant=("blog/guide-writing/",),
        acceptable=("series/guide/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "定时发布 草稿",
        relevant=("blog/guide-writing/",),
        acceptable=("en/blog/guide-writing/", "series/guide/"),
    ),
    Query(
        "",
        "中英双语站点",
        relevant=("blog/guide-languages/",),
        acceptable=("series/guide/", "en/blog/guide-languages/", "blog/guide-start/"),
    ),
    Query(
        "",
        "RSS 订阅",
        relevant=("blog/guide-languages/",),
        acceptable=("en/blog/guide-languages/", "blog/guide-deploying/", "series/guide/"),
    ),
    Query(
        "",
        "obsidian 双链",
        relevant=("blog/guide-vaults/",),
        acceptable=("series/guide/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "wikilink embed",
        relevant=("blog/guide-vaults/",),
        acceptable=("en/blog/guide-vaults/",),
    ),
    Query(
        "",
        "Hexo 博客迁移",
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
        "阅读进度保存在哪里",
        relevant=("blog/guide-deploying/",),
        acceptable=("en/blog/guide-deploying/",),
    ),
    Query(
        "",
        "EPUB 电子书",
        relevant=("blog/guide-books/",),
        acceptable=("series/guide/", "en/blog/guide-books/"),
    ),
    Query(
        "",
        "怎么把文章发到公众号",
        relevant=("blog/guide-books/",),
        acceptable=("series/guide/", "en/blog/guide-books/"),
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
    Query(
        "",
        "博主是谁",
        relevant=("about/",),
        acceptable=("en/about/",),
    ),
    Query(
        "",
        "MoE 路由负载均衡",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "",
        "弹性训练 节点增减",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "",
        "RLHF PPO 训练流程",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "",
        "博客评论系统 Giscus",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "",
        "Docker 镜像怎么打",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "en/",
        "memory bill",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/series/training-infra/", "blog/memory-budget/", "en/blog/zero/"),
    ),
    Query(
        "en/",
        "how big a model fits on one GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/memory-budget/", "en/series/training-infra/", "en/blog/zero/"),
    ),
    Query(
        "en/",
        "16 bytes per parameter",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/blog/zero/", "blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "activation memory long context",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/memory-budget/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "7B model OOM on 80GB GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/blog/zero/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "ZeRO stage 3",
        relevant=("en/blog/zero/",),
        acceptable=("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "ZeRO paper notes",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("en/blog/zero/", "blog/zero/"),
    ),
    Query(
        "en/",
        "partition optimizer state across GPUs",
        relevant=("en/blog/zero/",),
        acceptable=("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "reduce-scatter all-gather",
        relevant=("en/blog/zero/", "en/blog/busbw/"),
        acceptable=("blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "algbw vs busbw",
        relevant=("en/blog/busbw/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "all_reduce_perf",
        relevant=("en/blog/busbw/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "nccl-tests bandwith",
        relevant=("en/blog/busbw/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "ring all-reduce",
        relevant=("en/blog/busbw/",),
        acceptable=("en/blog/zero/", "blog/zero/"),
    ),
    Query(
        "en/",
        "PTD-P",
        relevant=("en/blog/megatron-notes/",),
        acceptable=(),
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
        acceptable=("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "Megatorn",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "en/",
        "checkpoint interval",
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
        "bf16 vs fp16",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "loss scaling",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "GradScaler",
        relevant=("blog/number-formats/",),
        acceptable=(),
    ),
    Query(
        "en/",
        "mixed precision",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/number-formats/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "Xid error codes",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "en/",
        "GPU has fallen off the bus",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "en/",
        "row remapping pending",
        relevant=("blog/xid-errors/",),
        acceptable=("series/oncall/",),
    ),
    Query(
        "en/",
        "on-call",
        relevant=("series/oncall/", "blog/xid-errors/"),
        acceptable=(),
    ),
    Query(
        "en/",
        "检查点",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(
        "en/",
        "显存",
        relevant=("en/blog/memory-budget/", "en/blog/zero/"),
        acceptable=(
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        "en/",
        "coursebook init",
        relevant=("en/blog/guide-start/",),
        acceptable=("blog/guide-start/", "en/series/guide/"),
    ),
    Query(
        "en/",
        "ProperDocs",
        relevant=("en/blog/guide-start/",),
        acceptable=("blog/guide-start/",),
    ),
    Query(
        "en/",
        "mkdocs serve --dirty",
        relevant=("en/blog/guide-start/",),
        acceptable=("blog/guide-start/", "en/blog/guide-deploying/"),
    ),
    Query(
        "en/",
        "frontmatter fields",
        relevant=("en/blog/guide-writing/",),
        acceptable=("en/series/guide/", "blog/guide-writing/"),
    ),
    Query(
        "en/",
        "draft posts not published",
        relevant=("en/blog/guide-writing/",),
        acceptable=("blog/guide-writing/",),
    ),
    Query(
        "en/",
        "KaTeX formulas",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-vaults/",
            "en/blog/guide-books/",
            "en/blog/guide-moving/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        "en/",
        "bilingual site Chinese and English",
        relevant=("en/blog/guide-languages/",),
        acceptable=(
            "en/series/guide/",
            "en/blog/guide-start/",
            "en/blog/guide-moving/",
            "blog/guide-languages/",
        ),
    ),
    Query(
        "en/",
        "keep a translation in sync",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        "en/",
        "search synonyms",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        "en/",
        "publish Obsidian vault",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/series/guide/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "obsidan callouts",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("blog/guide-vaults/",),
    ),
    Query(
        "en/",
        "mermaid diagrams",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/blog/guide-books/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "migrate Hugo blog",
        relevant=("en/blog/guide-moving/",),
        acceptable=("en/series/guide/", "blog/guide-moving/"),
    ),
    Query(
        "en/",
        "deploy GitHub Pages",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("en/series/guide/", "blog/guide-deploying/"),
    ),
    Query(
        "en/",
        "course progress localStorage",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        "en/",
        "print a course to PDF",
        relevant=("en/blog/guide-books/", "en/blog/guide-deploying/"),
        acceptable=("en/blog/guide-writing/", "blog/guide-books/", "blog/guide-deploying/"),
    ),
    Query(
        "en/",
        "epub",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "公众号",
        relevant=("en/blog/guide-books/",),
        acceptable=("blog/guide-books/", "en/series/guide/", "series/guide/"),
    ),
    Query(
        "en/",
        "who writes this blog",
        relevant=("en/about/",),
        acceptable=("about/",),
    ),
    Query(
        "en/",
        "training infrastructure course",
        relevant=("en/series/training-infra/",),
        acceptable=(
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "series/training-infra/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
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
    Query(
        "en/",
        "Kubernetes GPU scheduling",
        relevant=(),
        acceptable=("en/about/",),
    ),
    Query(
        "en/",
        "LoRA fine-tuning",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "en/",
        "vLLM KV cache inference",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "en/",
        "elastic training",
        relevant=(),
        acceptable=(),
    ),
    Query(
        "en/",
        "migrate from WordPress",
        relevant=(),
        acceptable=("en/blog/guide-moving/",),
    ),
]

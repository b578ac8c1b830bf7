"""Held-out search queries, set 9, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, who judged the way a reader of the blog would
and not the way someone building its search would. The helper read nothing but the Markdown
under docs/ (each post, each course landing page, the two about pages and the two home pages,
front matter included), the Query type at the top of search_queries.py and the docstring of
set 8. It ran no search, build, test or server, and opened no code, configuration, hook,
override, benchmark, git history or other query set of the repository.

How the set was made: about half of the queries are typed on the Chinese home (start "") and
about half on the English home (start "en/"). Most are plain terms and short phrases for what the
posts are about, as readers of such a blog type them; the rest are questions in either language,
abbreviations, misspellings, synonyms, queries in the other language, queries mixing Chinese and
English, and a few topics the blog does not cover. Every published post and every course landing
page is judged in at least one query. For each query docs/ was grepped for its words and their
obvious variants (case, plural, Chinese and English synonyms), and the text around every hit was
read before any page was judged. The queries were written fresh from the posts, without looking
at any earlier set.

Published pages: a Chinese post under docs/blog/posts/ (whatever its sub-folder) is at
blog/<file name without .md>/, an English post under docs/en/blog/posts/ at en/blog/<file name>/
(no post sets slug:); the about pages are about/ and en/about/; the course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (the on-call course has no English landing page). Never a result: the MoE
routing post (draft: true), the elastic-training post dated 2099, the two home pages, and
anything inside Obsidian %%comments%%.

Judgement rules: `relevant` lists the pages a reader typing the query on that home must get,
those actually about it. A page in the home's language that covers the topic is preferred; a
page that exists only in the other language is relevant only when no page in the home's language
covers the topic. `acceptable` pages neither help nor hurt: pages whose prose discusses the topic
substantively without being the main answer, the other-language version of a relevant page, and
a course landing page whose description, introduction or list of parts names the topic. Every
other page returned counts against precision, notably pages that hold the words only in a code
block, a YAML or configuration example or a table cell, or name them once in passing. A query on
a topic the blog does not cover has relevant=().

This file is a held-out set: keep it unchanged. Do not tune it to the engine's results; if a
judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

_GUIDE_ZH = tuple(
    f"blog/guide-{name}/" for name in ("start", "writing", "languages", "vaults", "moving", "deploying", "books")
)
_GUIDE_EN = tuple(
    f"en/blog/guide-{name}/" for name in ("start", "writing", "languages", "vaults", "moving", "deploying", "books")
)

HELDOUT_9 = (
    # ---- Chinese home ----
    Query(
        "",
        "混合精度训练",
        relevant=("blog/number-formats/", "blog/memory-budget/"),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query("", "损失缩放", relevant=("blog/number-formats/",)),
    Query("", "BF16 和 FP16 有什么区别", relevant=("blog/number-formats/",)),
    Query("", "FP8 E4M3", relevant=("blog/number-formats/",)),
    Query("", "训练出现 NaN 怎么办", relevant=("blog/number-formats/",)),
    Query(
        "",
        "显存",
        relevant=("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        acceptable=(
            "series/training-infra/",
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/xid-errors/",
        ),
    ),
    Query(
        "",
        "7B 模型 80G 显卡装不下",
        relevant=("blog/memory-budget/",),
        acceptable=("blog/zero/", "en/blog/memory-budget/"),
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
        relevant=("blog/memory-budget/", "blog/zero/"),
        acceptable=(
            "blog/zero-paper-notes/",
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "series/training-infra/",
        ),
    ),
    Query(
        "",
        "ZeRO",
        relevant=("blog/zero/", "blog/zero-paper-notes/"),
        acceptable=("en/blog/zero/", "series/training-infra/", "blog/tensor-pipeline/"),
    ),
    Query(
        "",
        "ZeRO-3 通信开销",
        relevant=("blog/zero/",),
        acceptable=("blog/zero-paper-notes/", "en/blog/zero/"),
    ),
    Query(
        "",
        "ZeRO 论文笔记",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("blog/zero/",),
    ),
    Query("", "FSDP", relevant=(), acceptable=("blog/zero-paper-notes/",)),
    Query(
        "",
        "数据并行",
        relevant=("blog/zero/", "blog/zero-paper-notes/"),
        acceptable=("en/blog/zero/", "series/training-infra/", "en/blog/megatron-notes/"),
    ),
    Query(
        "",
        "张量并行",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/", "series/training-infra/"),
    ),
    Query(
        "",
        "流水线并行 空泡",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/", "series/training-infra/"),
    ),
    Query(
        "",
        "Megatron-LM",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "",
        "interleaved 交错调度",
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
    Query("", "Xid", relevant=("blog/xid-errors/",)),
    Query("", "GPU 掉卡", relevant=("blog/xid-errors/",)),
    Query("", "值班", relevant=("blog/xid-errors/", "series/oncall/")),
    Query("", "GPU 集群值班手册", relevant=("series/oncall/", "blog/xid-errors/")),
    Query("", "nvidia-smi 行重映射", relevant=("blog/xid-errors/",)),
    Query("", "nccl-tests 总线带宽", relevant=("en/blog/busbw/",)),
    Query(
        "",
        "all-reduce 通信量",
        relevant=("blog/zero/",),
        acceptable=(
            "blog/zero-paper-notes/",
            "blog/tensor-pipeline/",
            "en/blog/busbw/",
            "en/blog/zero/",
        ),
    ),
    Query(
        "",
        "pipeline bubble",
        relevant=("blog/tensor-pipeline/",),
        acceptable=("en/blog/megatron-notes/",),
    ),
    Query("", "loss scaling", relevant=("blog/number-formats/",)),
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
    Query("", "博主是谁", relevant=("about/",), acceptable=("en/about/",)),
    Query("", "乔林", relevant=("about/",), acceptable=("en/about/",)),
    Query(
        "",
        "Coursebook 怎么建站",
        relevant=("blog/guide-start/",),
        acceptable=("series/guide/", "en/blog/guide-start/"),
    ),
    Query(
        "",
        "预览 热启动",
        relevant=("blog/guide-start/",),
        acceptable=("blog/guide-deploying/", "en/blog/guide-start/"),
    ),
    Query(
        "",
        "front matter 怎么写",
        relevant=("blog/guide-writing/",),
        acceptable=("blog/guide-moving/", "series/guide/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "草稿",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "blog/guide-start/",
            "blog/guide-languages/",
            "series/guide/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        "",
        "标签和分类",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "blog/guide-languages/",
            "blog/guide-vaults/",
            "blog/guide-moving/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        "",
        "KaTeX 公式",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "blog/guide-vaults/",
            "blog/guide-moving/",
            "blog/guide-books/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        "",
        "中文段落换行变成空格",
        relevant=("blog/guide-writing/",),
        acceptable=("en/blog/guide-writing/",),
    ),
    Query(
        "",
        "中英双语 翻译",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "series/guide/",
            "blog/guide-moving/",
            "blog/guide-start/",
            "en/blog/guide-languages/",
        ),
    ),
    Query(
        "",
        "RSS 订阅",
        relevant=("blog/guide-languages/",),
        acceptable=("blog/guide-writing/", "blog/guide-deploying/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "站内搜索",
        relevant=("blog/guide-languages/",),
        acceptable=("en/blog/guide-languages/",),
    ),
    Query(
        "",
        "Obsidian",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "series/guide/",
            "blog/guide-moving/",
            "blog/guide-writing/",
            "en/blog/guide-vaults/",
        ),
    ),
    Query(
        "",
        "Mermaid 流程图",
        relevant=("blog/guide-vaults/",),
        acceptable=("blog/guide-books/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "Hexo 迁移",
        relevant=("blog/guide-moving/",),
        acceptable=("series/guide/", "en/blog/guide-moving/"),
    ),
    Query(
        "",
        "GitHub Pages 部署",
        relevant=("blog/guide-deploying/",),
        acceptable=("series/guide/", "blog/guide-start/", "en/blog/guide-deploying/"),
    ),
    Query(
        "",
        "阅读进度",
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
        "发到公众号",
        relevant=("blog/guide-books/",),
        acceptable=("series/guide/", "en/blog/guide-books/"),
    ),
    Query(
        "",
        "使用指南",
        relevant=("series/guide/",),
        acceptable=(*_GUIDE_ZH, "en/series/guide/"),
    ),
    Query("", "MoE 负载均衡", relevant=()),
    Query("", "弹性训练", relevant=()),
    Query("", "vLLM 推理", relevant=()),
    Query("", "梯度累积", relevant=()),
    Query(
        "",
        "混和精度",
        relevant=("blog/number-formats/", "blog/memory-budget/"),
        acceptable=("en/blog/memory-budget/",),
    ),
    # ---- English home ----
    Query(
        "en/",
        "mixed precision",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/memory-budget/", "blog/number-formats/"),
    ),
    Query("en/", "loss scaling", relevant=("blog/number-formats/",)),
    Query("en/", "bf16 vs fp16", relevant=("blog/number-formats/",)),
    Query("en/", "fp16 gradient underflow", relevant=("blog/number-formats/",)),
    Query(
        "en/",
        "GPU memory",
        relevant=("en/blog/memory-budget/", "en/blog/zero/"),
        acceptable=(
            "en/series/training-infra/",
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        "en/",
        "why doesn't a 7B model fit on an 80GB GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=("en/blog/zero/", "blog/memory-budget/"),
    ),
    Query(
        "en/",
        "flash attention",
        relevant=("en/blog/memory-budget/",),
        acceptable=("blog/memory-budget/",),
    ),
    Query(
        "en/",
        "16 bytes per parameter",
        relevant=("en/blog/memory-budget/", "en/blog/zero/"),
        acceptable=("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "optimizer states",
        relevant=("en/blog/zero/", "en/blog/memory-budget/"),
        acceptable=(
            "en/series/training-infra/",
            "blog/zero/",
            "blog/memory-budget/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        "en/",
        "ZeRO stage 3",
        relevant=("en/blog/zero/",),
        acceptable=("blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "ZeRO paper",
        relevant=("blog/zero-paper-notes/",),
        acceptable=("en/blog/zero/", "blog/zero/"),
    ),
    Query(
        "en/",
        "data parallelism",
        relevant=("en/blog/zero/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "en/series/training-infra/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        "en/",
        "tensor parallelism",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "interleaved pipeline schedule",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        "en/",
        "Megatron",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query("en/", "nccl-tests", relevant=("en/blog/busbw/",)),
    Query("en/", "algbw vs busbw", relevant=("en/blog/busbw/",)),
    Query(
        "en/",
        "ring allreduce",
        relevant=("en/blog/busbw/",),
        acceptable=("en/blog/zero/", "blog/zero/", "blog/zero-paper-notes/"),
    ),
    Query(
        "en/",
        "how often should I checkpoint",
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
        "fault tolerance",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query("en/", "Xid error", relevant=("blog/xid-errors/",)),
    Query("en/", "GPU fell off the bus", relevant=("blog/xid-errors/",)),
    Query("en/", "CUDA error illegal memory access", relevant=("blog/xid-errors/",)),
    Query("en/", "on-call runbook", relevant=("blog/xid-errors/", "series/oncall/")),
    Query("en/", "who writes this blog", relevant=("en/about/",), acceptable=("about/",)),
    Query("en/", "Lin Qiao", relevant=("en/about/",), acceptable=("about/",)),
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
        acceptable=(*_GUIDE_EN, "series/guide/"),
    ),
    Query(
        "en/",
        "getting started with Coursebook",
        relevant=("en/blog/guide-start/",),
        acceptable=("en/series/guide/", "blog/guide-start/"),
    ),
    Query(
        "en/",
        "ProperDocs",
        relevant=("en/blog/guide-start/",),
        acceptable=("blog/guide-start/",),
    ),
    Query(
        "en/",
        "front matter",
        relevant=("en/blog/guide-writing/",),
        acceptable=("en/blog/guide-moving/", "en/series/guide/", "blog/guide-writing/"),
    ),
    Query(
        "en/",
        "draft posts",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-start/",
            "en/blog/guide-languages/",
            "en/series/guide/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        "en/",
        "tags and categories",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-languages/",
            "en/blog/guide-moving/",
            "en/blog/guide-vaults/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        "en/",
        "KaTeX math",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-vaults/",
            "en/blog/guide-moving/",
            "en/blog/guide-books/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        "en/",
        "translate a post",
        relevant=("en/blog/guide-languages/",),
        acceptable=("en/blog/guide-start/", "blog/guide-languages/"),
    ),
    Query(
        "en/",
        "RSS feeds",
        relevant=("en/blog/guide-languages/",),
        acceptable=("en/blog/guide-writing/", "en/blog/guide-deploying/", "blog/guide-languages/"),
    ),
    Query(
        "en/",
        "search in both languages",
        relevant=("en/blog/guide-languages/",),
        acceptable=("en/blog/guide-deploying/", "blog/guide-languages/"),
    ),
    Query(
        "en/",
        "Obsidian vault",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("en/series/guide/", "en/blog/guide-moving/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "obsidain wikilinks",
        relevant=("en/blog/guide-vaults/",),
        acceptable=("blog/guide-vaults/",),
    ),
    Query(
        "en/",
        "callouts",
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
        "migrate from Hexo",
        relevant=("en/blog/guide-moving/",),
        acceptable=("en/series/guide/", "blog/guide-moving/"),
    ),
    Query(
        "en/",
        "deploy to GitHub Pages",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("en/series/guide/", "en/blog/guide-start/", "blog/guide-deploying/"),
    ),
    Query(
        "en/",
        "reading progress",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        "en/",
        "epub",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "WeChat official account",
        relevant=("en/blog/guide-books/",),
        acceptable=("en/series/guide/", "blog/guide-books/"),
    ),
    Query(
        "en/",
        "export pdf",
        relevant=("en/blog/guide-books/",),
        acceptable=("blog/guide-books/",),
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
        "公众号",
        relevant=("en/blog/guide-books/",),
        acceptable=("blog/guide-books/", "en/series/guide/"),
    ),
    Query("en/", "kubernetes", relevant=()),
    Query("en/", "LoRA fine-tuning", relevant=()),
    Query("en/", "MoE routing", relevant=()),
    Query("en/", "elastic training", relevant=()),
)

"""Held-out search queries, set 11, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper. The helper judged as a reader of the blog would,
not as someone building its search: it read only the Markdown under docs/ (every post, every
course landing page, both about pages and both home pages, front matter included), the Query type
at the top of search_queries.py and the docstring of set 8. It ran no search, test, build or
server, and opened no code, configuration, hook, override, template, benchmark, git history or
other query set of the repository.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English
home (start "en/"). The helper imagined readers other than the obvious ones: a manager deciding
whether a course is worth a new engineer's time, a student who wants one number explained, someone
arriving from 知乎 who half-remembers a phrase of a post, and a writer weighing the blog engine the
guide describes. Most queries are plain terms and short phrases for the topics of the posts; the
rest are questions in either language, abbreviations, misspellings, synonyms and slang, queries in
the other language, mixed Chinese-English queries, and a few topics the blog does not cover (or
covers only in a draft or a post scheduled for later). Every published post and every course is
relevant to at least one query. For each query, docs/ (Markdown only) was grepped for its words and
their obvious variants (case, plural, Chinese and English synonyms), and the text around each hit
was read before any page was judged.

Published pages: a Chinese post under docs/blog/posts/ (in any sub-folder) is at blog/<file name
without .md>/, an English one under docs/en/blog/posts/ at en/blog/<file name>/ (no post here sets
slug:); the about pages are about/ and en/about/; the course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (there is no English landing page of the on-call course). Never a result: the
draft on MoE routing (draft: true), the post on elastic training dated 2099, the two home pages,
and whatever stands inside Obsidian %%comments%%.

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get,
the pages that are actually about it. Where a page in the home's language covers the topic it is
the one preferred; a page that exists only in the other language is relevant only when no page in
the home's language covers the topic. `acceptable` pages neither help nor hurt: pages whose prose
discusses the topic substantively without being the main answer, the other-language version of a
relevant page, and a course landing page (in either language) whose description, introduction or
list of parts names the topic. Any other page returned counts against precision, in particular
pages that hold the words only in a code block, a YAML or configuration example, a table cell or
the text of a link, or that name them once in passing. A query on a topic the blog does not cover
has relevant=().

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_11 = (
    # typed on the Chinese home
    Query(start="", text="损失缩放", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="BF16 和 FP16 有什么区别", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="FP8 E5M2", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="训练 loss 变成 NaN", relevant=("blog/number-formats/",), acceptable=()),
    Query(
        start="",
        text="混和精度",
        relevant=(
            "blog/number-formats/",
            "blog/memory-budget/",
        ),
        acceptable=(
            "en/blog/memory-budget/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(start="", text="Xid 79", relevant=("blog/xid-errors/",), acceptable=()),
    Query(start="", text="GPU 掉卡", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(start="", text="显存行重映射", relevant=("blog/xid-errors/",), acceptable=()),
    Query(
        start="",
        text="值班手册",
        relevant=(
            "series/oncall/",
            "blog/xid-errors/",
        ),
        acceptable=(),
    ),
    Query(start="", text="什么时候该下线这张卡", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(start="", text="NCCL 超时", relevant=(), acceptable=("blog/xid-errors/",)),
    Query(
        start="",
        text="检查点多久存一次",
        relevant=("blog/checkpointing/",),
        acceptable=(
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(start="", text="检察点", relevant=("blog/checkpointing/",), acceptable=("series/training-infra/",)),
    Query(start="", text="单卡一年坏一次", relevant=("blog/checkpointing/",), acceptable=()),
    Query(
        start="",
        text="容错",
        relevant=("blog/checkpointing/",),
        acceptable=(
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="流水线并行 空泡",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="张量并行怎么切矩阵",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="pipeline 并行",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="ZeRO-3 通信量",
        relevant=("blog/zero/",),
        acceptable=(
            "blog/zero-paper-notes/",
            "en/blog/zero/",
        ),
    ),
    Query(
        start="",
        text="把 16 字节切开",
        relevant=("blog/zero/",),
        acceptable=(
            "en/blog/zero/",
            "blog/memory-budget/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        start="",
        text="数据并行省的是时间不省显存",
        relevant=(
            "blog/zero-paper-notes/",
            "blog/zero/",
        ),
        acceptable=("en/blog/zero/",),
    ),
    Query(
        start="",
        text="ZeRO 论文",
        relevant=("blog/zero-paper-notes/",),
        acceptable=(
            "blog/zero/",
            "en/blog/zero/",
        ),
    ),
    Query(start="", text="FSDP", relevant=(), acceptable=("blog/zero-paper-notes/",)),
    Query(
        start="",
        text="7B 模型 80G 显卡 装不下",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "blog/zero/",
            "en/blog/memory-budget/",
        ),
    ),
    Query(start="", text="FlashAttention", relevant=("blog/memory-budget/",), acceptable=("en/blog/memory-budget/",)),
    Query(
        start="",
        text="Adam 优化器状态",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/blog/memory-budget/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="数据并行 all-reduce",
        relevant=("blog/zero/",),
        acceptable=(
            "blog/zero-paper-notes/",
            "blog/tensor-pipeline/",
            "en/blog/busbw/",
            "en/blog/zero/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query(start="", text="algbw 和 busbw 的区别", relevant=("en/blog/busbw/",), acceptable=()),
    Query(start="", text="Megatron-LM", relevant=("en/blog/megatron-notes/",), acceptable=("blog/tensor-pipeline/",)),
    Query(
        start="",
        text="交错式流水线调度",
        relevant=("en/blog/megatron-notes/",),
        acceptable=(
            "blog/tensor-pipeline/",
            "series/training-infra/",
        ),
    ),
    Query(start="", text="读论文", relevant=("blog/zero-paper-notes/",), acceptable=("en/blog/megatron-notes/",)),
    Query(
        start="",
        text="coursebook init",
        relevant=("blog/guide-start/",),
        acceptable=(
            "blog/guide-deploying/",
            "en/blog/guide-start/",
        ),
    ),
    Query(start="", text="ProperDocs", relevant=("blog/guide-start/",), acceptable=("en/blog/guide-start/",)),
    Query(start="", text="自定义模板 overrides", relevant=("blog/guide-start/",), acceptable=("en/blog/guide-start/",)),
    Query(
        start="",
        text="front matter 有哪些字段",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "blog/guide-moving/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        start="",
        text="草稿和定时发布",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "blog/guide-start/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        start="",
        text="数学公式 KaTeX",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "blog/guide-vaults/",
            "blog/guide-moving/",
            "blog/guide-books/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        start="",
        text="中英双语站点",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "blog/guide-moving/",
            "en/blog/guide-languages/",
        ),
    ),
    Query(
        start="",
        text="RSS 订阅",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "blog/guide-writing/",
            "blog/guide-deploying/",
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-languages/",
        ),
    ),
    Query(
        start="",
        text="站内搜索",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "blog/guide-start/",
            "en/blog/guide-languages/",
        ),
    ),
    Query(
        start="",
        text="Obsidian 库",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-vaults/",
        ),
    ),
    Query(
        start="",
        text="双链",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "blog/guide-books/",
            "en/blog/guide-vaults/",
        ),
    ),
    Query(
        start="",
        text="Mermaid 画图",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "blog/guide-books/",
            "en/blog/guide-vaults/",
        ),
    ),
    Query(
        start="",
        text="Hexo 迁移",
        relevant=("blog/guide-moving/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-moving/",
        ),
    ),
    Query(
        start="",
        text="部署到 GitHub Pages",
        relevant=("blog/guide-deploying/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-deploying/",
        ),
    ),
    Query(start="", text="404 页面", relevant=("blog/guide-deploying/",), acceptable=("en/blog/guide-deploying/",)),
    Query(start="", text="阅读进度", relevant=("blog/guide-deploying/",), acceptable=("en/blog/guide-deploying/",)),
    Query(
        start="",
        text="EPUB 电子书",
        relevant=("blog/guide-books/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-books/",
        ),
    ),
    Query(
        start="",
        text="发公众号",
        relevant=("blog/guide-books/",),
        acceptable=(
            "series/guide/",
            "en/series/guide/",
            "en/blog/guide-books/",
        ),
    ),
    Query(start="", text="博主是谁", relevant=("about/",), acceptable=("en/about/",)),
    Query(
        start="",
        text="使用指南",
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
        start="",
        text="训练基础设施 课程",
        relevant=("series/training-infra/",),
        acceptable=(
            "blog/memory-budget/",
            "blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "en/series/training-infra/",
        ),
    ),
    Query(start="", text="MoE 负载均衡", relevant=(), acceptable=()),
    Query(start="", text="梯度累积", relevant=(), acceptable=()),
    Query(start="", text="评论区", relevant=(), acceptable=()),
    # typed on the English home
    Query(start="en/", text="busbw", relevant=("en/blog/busbw/",), acceptable=()),
    Query(start="en/", text="algorithm bandwidth vs bus bandwidth", relevant=("en/blog/busbw/",), acceptable=()),
    Query(
        start="en/",
        text="ring all-reduce",
        relevant=("en/blog/busbw/",),
        acceptable=(
            "en/blog/zero/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(start="en/", text="bandwith", relevant=("en/blog/busbw/",), acceptable=()),
    Query(
        start="en/", text="Megatron-LM", relevant=("en/blog/megatron-notes/",), acceptable=("blog/tensor-pipeline/",)
    ),
    Query(start="en/", text="megatorn", relevant=("en/blog/megatron-notes/",), acceptable=("blog/tensor-pipeline/",)),
    Query(
        start="en/",
        text="interleaved schedule",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        start="en/",
        text="pipeline bubble",
        relevant=("en/blog/megatron-notes/",),
        acceptable=(
            "blog/tensor-pipeline/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="how does tensor parallelism split a layer",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(start="en/", text="PTD-P", relevant=("en/blog/megatron-notes/",), acceptable=()),
    Query(
        start="en/",
        text="ZeRO stages",
        relevant=("en/blog/zero/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="ZeRO paper",
        relevant=("blog/zero-paper-notes/",),
        acceptable=(
            "en/blog/zero/",
            "blog/zero/",
        ),
    ),
    Query(
        start="en/",
        text="data parallelism",
        relevant=("en/blog/zero/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="16 bytes per parameter",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
            "en/blog/zero/",
            "blog/memory-budget/",
            "blog/zero/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="why doesn't a 7B model fit on an 80GB GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
            "en/blog/zero/",
            "blog/memory-budget/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="mixed precision",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
            "blog/number-formats/",
            "blog/memory-budget/",
        ),
    ),
    Query(start="en/", text="loss scaling", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="en/", text="bf16 vs fp16", relevant=("blog/number-formats/",), acceptable=()),
    Query(
        start="en/",
        text="checkpoint interval",
        relevant=("blog/checkpointing/",),
        acceptable=(
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="checkpionting",
        relevant=("blog/checkpointing/",),
        acceptable=(
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="fault tolerance",
        relevant=("blog/checkpointing/",),
        acceptable=(
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(start="en/", text="Xid errors", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(
        start="en/", text="GPU has fallen off the bus", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)
    ),
    Query(
        start="en/",
        text="on-call",
        relevant=(
            "series/oncall/",
            "blog/xid-errors/",
        ),
        acceptable=(),
    ),
    Query(
        start="en/",
        text="值班",
        relevant=(
            "series/oncall/",
            "blog/xid-errors/",
        ),
        acceptable=(),
    ),
    Query(
        start="en/",
        text="显存",
        relevant=(
            "en/blog/memory-budget/",
            "en/blog/zero/",
        ),
        acceptable=(
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    Query(start="en/", text="损失缩放", relevant=("blog/number-formats/",), acceptable=()),
    Query(
        start="en/",
        text="coursebook init",
        relevant=("en/blog/guide-start/",),
        acceptable=(
            "en/blog/guide-deploying/",
            "blog/guide-start/",
        ),
    ),
    Query(
        start="en/",
        text="live preview",
        relevant=("en/blog/guide-start/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-start/",
        ),
    ),
    Query(
        start="en/",
        text="build cache",
        relevant=("en/blog/guide-start/",),
        acceptable=(
            "en/blog/guide-deploying/",
            "blog/guide-start/",
        ),
    ),
    Query(
        start="en/",
        text="front matter",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "en/blog/guide-moving/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        start="en/",
        text="scheduled posts",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-start/",
            "blog/guide-writing/",
        ),
    ),
    Query(start="en/", text="reading time", relevant=("en/blog/guide-writing/",), acceptable=("blog/guide-writing/",)),
    Query(
        start="en/",
        text="does it support math formulas",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-vaults/",
            "en/blog/guide-moving/",
            "en/blog/guide-books/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        start="en/",
        text="translate a post",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        start="en/",
        text="outdated translation",
        relevant=("en/blog/guide-languages/",),
        acceptable=("blog/guide-languages/",),
    ),
    Query(
        start="en/",
        text="Chinese typography line breaks",
        relevant=("en/blog/guide-languages/",),
        acceptable=(
            "en/blog/guide-writing/",
            "blog/guide-languages/",
        ),
    ),
    Query(
        start="en/",
        text="RSS feed",
        relevant=("en/blog/guide-languages/",),
        acceptable=(
            "en/blog/guide-writing/",
            "en/blog/guide-deploying/",
            "en/series/guide/",
            "series/guide/",
            "blog/guide-languages/",
        ),
    ),
    Query(
        start="en/",
        text="obsidain vault",
        relevant=("en/blog/guide-vaults/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-vaults/",
        ),
    ),
    Query(start="en/", text="wikilinks", relevant=("en/blog/guide-vaults/",), acceptable=("blog/guide-vaults/",)),
    Query(start="en/", text="backlinks", relevant=("en/blog/guide-vaults/",), acceptable=("blog/guide-vaults/",)),
    Query(
        start="en/",
        text="migrate from Hexo",
        relevant=("en/blog/guide-moving/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-moving/",
        ),
    ),
    Query(start="en/", text="import from WordPress", relevant=(), acceptable=("en/blog/guide-moving/",)),
    Query(
        start="en/",
        text="GitHub Pages",
        relevant=("en/blog/guide-deploying/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-deploying/",
        ),
    ),
    Query(
        start="en/",
        text="keyboard shortcuts",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        start="en/",
        text="reading on a phone",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        start="en/",
        text="epub",
        relevant=("en/blog/guide-books/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-books/",
        ),
    ),
    Query(
        start="en/",
        text="公众号",
        relevant=("en/blog/guide-books/",),
        acceptable=(
            "en/series/guide/",
            "series/guide/",
            "blog/guide-books/",
        ),
    ),
    Query(start="en/", text="who writes this blog", relevant=("en/about/",), acceptable=("about/",)),
    Query(start="en/", text="Lin Qiao", relevant=("en/about/",), acceptable=("about/",)),
    Query(
        start="en/",
        text="training infra course for new engineers",
        relevant=("en/series/training-infra/",),
        acceptable=(
            "en/about/",
            "en/blog/memory-budget/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="Coursebook guide",
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
    Query(start="en/", text="RLHF", relevant=(), acceptable=()),
    Query(start="en/", text="vLLM inference", relevant=(), acceptable=()),
    Query(start="en/", text="elastic training", relevant=(), acceptable=()),
)

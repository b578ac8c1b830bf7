"""Held-out search queries, set 12, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper. The helper judged as a reader of the blog would,
not as someone building its search: it read only the Markdown under docs/ (every post, every
course landing page, both about pages and both home pages, front matter included), the Query type
at the top of tests/browser/search_queries.py and the docstring of set 8. It ran no search, test,
build or server, and opened no code, configuration, hook, override, template, benchmark, README,
CHANGELOG, git history or other query set of the repository.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English
home (start "en/"). They imitate the readers such a blog has (a PhD student preparing a reading
group, an SRE paged at night, a team lead choosing what to read first, a blogger comparing
static-site tools, someone who saw a sentence in a WeChat repost): plain terms and short phrases
for the topics of the posts most of all, then questions in either language, abbreviations and
jargon as practitioners say them, misspellings, synonyms, queries in the other language, mixed
Chinese-English queries, sentences copied from the posts, and a few topics the blog does not
cover at all (ten queries, five on each home, have relevant=()). Every published post, both about
pages and every course landing page is relevant in at least one query. For each query, docs/
(Markdown only) was grepped for its words and their obvious variants (case, plural, Chinese and
English synonyms), and the text around each hit was read before any page was judged.

Published pages: a Chinese post under docs/blog/posts/ (in any sub-folder) is at blog/<file name
without .md>/, an English one under docs/en/blog/posts/ (in any sub-folder) at en/blog/<file
name>/ (no post here sets slug:); the about pages are about/ and en/about/; the course landing
pages are series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (there is no English landing page of the on-call course). Never a result: the
draft on MoE routing (draft: true), the post on elastic training dated 2099 (after 2026-12-07),
the two home pages, and whatever stands inside Obsidian %%comments%%.

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get,
the pages that are actually about it. Where a page in the home's language covers the topic it is
the one preferred; a page that exists only in the other language is relevant only when no page in
the home's language covers the topic. `acceptable` pages neither help nor hurt: pages whose prose
discusses the topic substantively without being the main answer, the other-language version of a
relevant page, and a course landing page whose description, introduction or list of parts (the
titles and descriptions of its parts) names the topic. Any other page returned counts against
precision, in particular pages that hold the words only in a code block, a YAML or configuration
example, a table cell or the text of a link, or that name them once in passing (the guide's part
on two languages, for instance, names several training terms only as examples of how search
treats words). A query on a topic the blog does not cover has relevant=(); a page that mentions
such a topic in a sentence may still be acceptable.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_12 = (
    Query(
        start="",
        text="显存账",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "en/blog/memory-budget/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="为什么 7B 模型一张 80G 的卡装不下",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "en/blog/memory-budget/",
            "blog/zero/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="激活值",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "en/blog/memory-budget/",
            "series/training-infra/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(start="", text="FlashAttention", relevant=("blog/memory-budget/",), acceptable=("en/blog/memory-budget/",)),
    Query(
        start="",
        text="混和精度",
        relevant=(
            "blog/memory-budget/",
            "blog/number-formats/",
        ),
        acceptable=("en/blog/memory-budget/",),
    ),
    Query(
        start="",
        text="训练 OOM",
        relevant=("blog/memory-budget/",),
        acceptable=(
            "blog/zero/",
            "en/blog/memory-budget/",
        ),
    ),
    Query(start="", text="BF16 为什么不需要损失缩放", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="FP8", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="训练出现 NaN", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="", text="loss scaling", relevant=("blog/number-formats/",), acceptable=()),
    Query(
        start="",
        text="ZeRO",
        relevant=(
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
        acceptable=(
            "en/blog/zero/",
            "series/training-infra/",
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
        text="数据并行",
        relevant=(
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
        acceptable=(
            "en/blog/zero/",
            "series/training-infra/",
        ),
    ),
    Query(
        start="",
        text="all-reduce 通信量",
        relevant=("blog/zero/",),
        acceptable=(
            "en/blog/zero/",
            "blog/zero-paper-notes/",
            "blog/tensor-pipeline/",
            "en/blog/busbw/",
        ),
    ),
    Query(
        start="", text="数据并行省的是时间，不省显存", relevant=("blog/zero-paper-notes/",), acceptable=("blog/zero/",)
    ),
    Query(
        start="",
        text="论文阅读笔记",
        relevant=("blog/zero-paper-notes/",),
        acceptable=(
            "en/blog/megatron-notes/",
            "blog/guide-vaults/",
        ),
    ),
    Query(
        start="",
        text="张量并行",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "series/training-infra/",
            "en/blog/megatron-notes/",
        ),
    ),
    Query(
        start="",
        text="流水线并行 空泡",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "series/training-infra/",
            "en/blog/megatron-notes/",
        ),
    ),
    Query(
        start="",
        text="TP PP 区别",
        relevant=("blog/tensor-pipeline/",),
        acceptable=(
            "series/training-infra/",
            "en/blog/megatron-notes/",
        ),
    ),
    Query(
        start="",
        text="Megatron-LM 论文笔记",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(start="", text="检察点", relevant=("blog/checkpointing/",), acceptable=("series/training-infra/",)),
    Query(
        start="",
        text="多久存一次 checkpoint",
        relevant=("blog/checkpointing/",),
        acceptable=("series/training-infra/",),
    ),
    Query(start="", text="容错", relevant=("blog/checkpointing/",), acceptable=("series/training-infra/",)),
    Query(start="", text="MTBF", relevant=("blog/checkpointing/",), acceptable=()),
    Query(
        start="", text="千卡训练里故障是常态", relevant=("blog/checkpointing/",), acceptable=("series/training-infra/",)
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
    Query(start="", text="Xid", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(start="", text="Xid 79 要不要下线整机", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(start="", text="ECC 错误", relevant=("blog/xid-errors/",), acceptable=()),
    Query(
        start="",
        text="值班手册",
        relevant=(
            "series/oncall/",
            "blog/xid-errors/",
        ),
        acceptable=(),
    ),
    Query(start="", text="半夜被叫醒", relevant=("series/oncall/",), acceptable=("blog/xid-errors/",)),
    Query(start="", text="NCCL 超时", relevant=(), acceptable=("blog/xid-errors/",)),
    Query(start="", text="busbw algbw", relevant=("en/blog/busbw/",), acceptable=()),
    Query(start="", text="总线带宽", relevant=("en/blog/busbw/",), acceptable=()),
    Query(start="", text="MoE 负载均衡", relevant=(), acceptable=()),
    Query(start="", text="弹性训练", relevant=(), acceptable=()),
    Query(start="", text="RDMA", relevant=(), acceptable=()),
    Query(start="", text="vLLM 推理部署", relevant=(), acceptable=()),
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
        text="coursebook init",
        relevant=("blog/guide-start/",),
        acceptable=(
            "en/blog/guide-start/",
            "blog/guide-deploying/",
            "series/guide/",
        ),
    ),
    Query(
        start="",
        text="MkDocs 和 ProperDocs 有什么区别",
        relevant=("blog/guide-start/",),
        acceptable=("en/blog/guide-start/",),
    ),
    Query(
        start="",
        text="front matter 怎么写",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-writing/",
            "series/guide/",
            "blog/guide-moving/",
        ),
    ),
    Query(
        start="",
        text="草稿和定时发布",
        relevant=("blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-writing/",
            "series/guide/",
        ),
    ),
    Query(
        start="",
        text="中英双语",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "en/blog/guide-languages/",
            "series/guide/",
            "blog/guide-moving/",
        ),
    ),
    Query(
        start="", text="怎么翻译一篇文章", relevant=("blog/guide-languages/",), acceptable=("en/blog/guide-languages/",)
    ),
    Query(
        start="",
        text="RSS 订阅",
        relevant=("blog/guide-languages/",),
        acceptable=(
            "en/blog/guide-languages/",
            "blog/guide-deploying/",
            "series/guide/",
        ),
    ),
    Query(
        start="",
        text="Obsidian",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "en/blog/guide-vaults/",
            "series/guide/",
            "blog/guide-writing/",
        ),
    ),
    Query(start="", text="双链", relevant=("blog/guide-vaults/",), acceptable=("en/blog/guide-vaults/",)),
    Query(
        start="",
        text="Mermaid 图表",
        relevant=("blog/guide-vaults/",),
        acceptable=(
            "blog/guide-books/",
            "en/blog/guide-vaults/",
        ),
    ),
    Query(
        start="",
        text="从 Hexo 搬家",
        relevant=("blog/guide-moving/",),
        acceptable=(
            "en/blog/guide-moving/",
            "series/guide/",
        ),
    ),
    Query(
        start="",
        text="部署到 GitHub Pages",
        relevant=("blog/guide-deploying/",),
        acceptable=(
            "en/blog/guide-deploying/",
            "series/guide/",
            "blog/guide-start/",
        ),
    ),
    Query(start="", text="阅读进度", relevant=("blog/guide-deploying/",), acceptable=("en/blog/guide-deploying/",)),
    Query(
        start="",
        text="电子书 EPUB",
        relevant=("blog/guide-books/",),
        acceptable=(
            "en/blog/guide-books/",
            "series/guide/",
        ),
    ),
    Query(
        start="",
        text="发到公众号",
        relevant=("blog/guide-books/",),
        acceptable=(
            "en/blog/guide-books/",
            "series/guide/",
        ),
    ),
    Query(start="", text="博主是谁", relevant=("about/",), acceptable=("en/about/",)),
    Query(
        start="en/",
        text="memory bill",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
            "en/series/training-infra/",
            "blog/memory-budget/",
        ),
    ),
    Query(
        start="en/",
        text="why doesn't a 7B model fit on an 80 GB GPU",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
            "en/blog/zero/",
            "blog/memory-budget/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="activation memory long context",
        relevant=("en/blog/memory-budget/",),
        acceptable=(
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
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="ZeRO stages",
        relevant=("en/blog/zero/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="ZeRO-3 communication cost",
        relevant=("en/blog/zero/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        start="en/",
        text="optimizer state sharding",
        relevant=("en/blog/zero/",),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
        ),
    ),
    Query(
        start="en/",
        text="data parallelism",
        relevant=("en/blog/zero/",),
        acceptable=(
            "en/series/training-infra/",
            "en/blog/megatron-notes/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query(
        start="en/",
        text="ZeRO: Memory Optimizations Toward Training Trillion Parameter Models",
        relevant=("blog/zero-paper-notes/",),
        acceptable=(
            "en/blog/zero/",
            "blog/zero/",
        ),
    ),
    Query(
        start="en/",
        text="ZeRO 论文笔记",
        relevant=("blog/zero-paper-notes/",),
        acceptable=(
            "en/blog/zero/",
            "blog/zero/",
        ),
    ),
    Query(
        start="en/",
        text="ring all-reduce",
        relevant=(
            "en/blog/busbw/",
            "en/blog/zero/",
        ),
        acceptable=(
            "blog/zero/",
            "blog/zero-paper-notes/",
            "blog/tensor-pipeline/",
        ),
    ),
    Query(
        start="en/", text="what is the difference between algbw and busbw", relevant=("en/blog/busbw/",), acceptable=()
    ),
    Query(start="en/", text="nccl-tests all_reduce_perf", relevant=("en/blog/busbw/",), acceptable=()),
    Query(
        start="en/",
        text="Megatron-LM reading notes",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(start="en/", text="PTD-P", relevant=("en/blog/megatron-notes/",), acceptable=()),
    Query(
        start="en/",
        text="interleaved 1F1B schedule",
        relevant=("en/blog/megatron-notes/",),
        acceptable=("blog/tensor-pipeline/",),
    ),
    Query(
        start="en/", text="pipline bubble", relevant=("en/blog/megatron-notes/",), acceptable=("blog/tensor-pipeline/",)
    ),
    Query(
        start="en/",
        text="tensor parallelism",
        relevant=("en/blog/megatron-notes/",),
        acceptable=(
            "blog/tensor-pipeline/",
            "en/series/training-infra/",
        ),
    ),
    Query(start="en/", text="column and row split of the MLP", relevant=("blog/tensor-pipeline/",), acceptable=()),
    Query(
        start="en/",
        text="how often should I checkpoint",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(
        start="en/",
        text="fault tolerance",
        relevant=("blog/checkpointing/",),
        acceptable=("en/series/training-infra/",),
    ),
    Query(start="en/", text="Young's approximation MTBF", relevant=("blog/checkpointing/",), acceptable=()),
    Query(start="en/", text="检查点", relevant=("blog/checkpointing/",), acceptable=("en/series/training-infra/",)),
    Query(start="en/", text="Xid errors", relevant=("blog/xid-errors/",), acceptable=("series/oncall/",)),
    Query(start="en/", text="GPU has fallen off the bus", relevant=("blog/xid-errors/",), acceptable=()),
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
    Query(start="en/", text="NCCL timeout", relevant=(), acceptable=("blog/xid-errors/",)),
    Query(start="en/", text="FP16 vs BF16", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="en/", text="loss scaling", relevant=("blog/number-formats/",), acceptable=()),
    Query(start="en/", text="FP8 E4M3 E5M2", relevant=("blog/number-formats/",), acceptable=()),
    Query(
        start="en/",
        text="training infrastructure course",
        relevant=("en/series/training-infra/",),
        acceptable=(
            "series/training-infra/",
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
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
    Query(
        start="en/",
        text="start a new site",
        relevant=("en/blog/guide-start/",),
        acceptable=(
            "en/series/guide/",
            "blog/guide-start/",
        ),
    ),
    Query(
        start="en/",
        text="fast preview",
        relevant=("en/blog/guide-start/",),
        acceptable=(
            "blog/guide-start/",
            "en/series/guide/",
        ),
    ),
    Query(start="en/", text="ProperDocs", relevant=("en/blog/guide-start/",), acceptable=("blog/guide-start/",)),
    Query(
        start="en/",
        text="front matter",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/series/guide/",
            "en/blog/guide-moving/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        start="en/",
        text="drafts and scheduled posts",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "blog/guide-writing/",
            "en/series/guide/",
        ),
    ),
    Query(
        start="en/",
        text="tags and categories",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "blog/guide-writing/",
            "en/series/guide/",
        ),
    ),
    Query(
        start="en/",
        text="KaTeX math",
        relevant=("en/blog/guide-writing/",),
        acceptable=(
            "en/blog/guide-vaults/",
            "en/blog/guide-moving/",
            "blog/guide-writing/",
        ),
    ),
    Query(
        start="en/",
        text="translate a post",
        relevant=("en/blog/guide-languages/",),
        acceptable=(
            "blog/guide-languages/",
            "en/series/guide/",
        ),
    ),
    Query(start="en/", text="hreflang", relevant=("en/blog/guide-languages/",), acceptable=("blog/guide-languages/",)),
    Query(
        start="en/",
        text="RSS feed",
        relevant=("en/blog/guide-languages/",),
        acceptable=(
            "blog/guide-languages/",
            "en/blog/guide-deploying/",
            "en/series/guide/",
        ),
    ),
    Query(
        start="en/",
        text="obsidain vault",
        relevant=("en/blog/guide-vaults/",),
        acceptable=(
            "blog/guide-vaults/",
            "en/series/guide/",
            "en/blog/guide-writing/",
        ),
    ),
    Query(
        start="en/", text="wikilinks embeds", relevant=("en/blog/guide-vaults/",), acceptable=("blog/guide-vaults/",)
    ),
    Query(
        start="en/",
        text="how do I migrate my Hexo blog",
        relevant=("en/blog/guide-moving/",),
        acceptable=(
            "blog/guide-moving/",
            "en/series/guide/",
        ),
    ),
    Query(
        start="en/",
        text="deploy to GitHub Pages",
        relevant=("en/blog/guide-deploying/",),
        acceptable=(
            "blog/guide-deploying/",
            "en/series/guide/",
            "en/blog/guide-start/",
        ),
    ),
    Query(
        start="en/",
        text="reading progress",
        relevant=("en/blog/guide-deploying/",),
        acceptable=("blog/guide-deploying/",),
    ),
    Query(
        start="en/",
        text="EPUB",
        relevant=("en/blog/guide-books/",),
        acceptable=(
            "blog/guide-books/",
            "en/series/guide/",
        ),
    ),
    Query(
        start="en/",
        text="WeChat official account",
        relevant=("en/blog/guide-books/",),
        acceptable=(
            "blog/guide-books/",
            "en/series/guide/",
        ),
    ),
    Query(start="en/", text="who writes this blog", relevant=("en/about/",), acceptable=("about/",)),
    Query(start="en/", text="Kubernetes", relevant=(), acceptable=()),
    Query(start="en/", text="MoE load balancing", relevant=(), acceptable=()),
    Query(start="en/", text="elastic training", relevant=(), acceptable=()),
    Query(start="en/", text="FSDP", relevant=(), acceptable=("blog/zero-paper-notes/",)),
)

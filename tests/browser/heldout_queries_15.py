"""Held-out search queries, set 15, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, as set 15. The helper judged as a reader of the blog
would, not as someone building its search. It read only the Markdown under docs/ (every post, every
course landing page, both about pages and both home pages, front matter included), lines 1-20 of
tests/browser/search_queries.py (the Query type), the module docstring of set 14 (read through the
ast module, never the queries of that or any other set) and the line-length setting of
pyproject.toml. It ran no search, test, build, server or browser, and opened no code,
configuration (mkdocs.yml included), hook, override, template, benchmark, README, CHANGELOG,
ARCHITECTURE, test artifact, git history or other test file of the repository, and ran no git
command.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English
home (start "en/"). The readers imitated this time differ from those of earlier sets: someone who
arrives from a web search engine with a long natural question in either language; a reader who
remembers one sentence or one number from a post and types a fragment of it; a reader who types a
term in the other language than the home's (an English term on the Chinese home, a Chinese term on
the English home); an Obsidian or Typora user checking whether their notes will work (callouts,
wikilinks, embeds, %%comments%%, formulas); a subscriber (feeds, a newsletter, WeChat/公众号,
知乎); and a reader hunting for the author, the archive, tags, or a course's next lesson. Plain
terms and short phrases for the topics of the posts come first; then questions, abbreviations and
jargon as practitioners say them, a few misspellings (of English words and by Chinese homophones),
synonyms, mixed Chinese-English queries, and ten queries on topics the blog does not cover (five
on each home, relevant=()); two of these are the topics of the unpublished draft (load balancing
of MoE routing) and of the post scheduled for 2099 (elastic training). Every published post, both
about pages and every course landing page is relevant in at least one query. For each query,
docs/ (Markdown only) was grepped for its words and their obvious variants (case, plural, Chinese
and English synonyms), and the text around each hit was read before any page was judged.

URL rules: a Chinese post under docs/blog/posts/ (in any sub-folder) is at blog/<file name without
.md>/, an English one under docs/en/blog/posts/ (in any sub-folder) at en/blog/<file name>/; no
post sets slug:. The about pages are about/ and en/about/. The course landing pages are
docs/series/<id>.md and docs/en/series/<id>.md, at series/<id>/ and en/series/<id>/:
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (the on-call course has no English landing page). Never a result: the draft on
MoE routing (draft: true), the post on elastic training dated 2099-01-01 (after 2026-12-07), the two
home pages, and whatever stands inside Obsidian %%comments%% (the comment at the end of the ZeRO
paper notes, on FSDP and on Obsidian's comments, is not part of that page).

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get,
the pages actually about it. A page in the home's language that covers the topic is preferred; a
page that exists only in the other language (the notes on nccl-tests and on Megatron-LM in
English; the on-call course, the posts on number formats, Xid errors, checkpointing, tensor and
pipeline parallelism and the ZeRO paper in Chinese) is relevant only when no page in the home's
language covers the topic. A query typed in the other language than the home's is judged by its
topic on that home: the home's pages are relevant, their other-language versions acceptable.
`acceptable` pages neither help nor hurt: pages whose prose discusses the topic substantively
without being the main answer, the other-language version of a relevant page, and a course
landing page whose description, introduction or list of parts (the titles and descriptions of its
parts) names the topic. Any other page returned counts against precision, in particular pages that
hold the words only in a code block, a YAML or configuration example, a table cell or the text of
a link, or that name them once in passing (the guide's parts name several training terms, such as
显存, 混合精度, 强化学习 or 容错, only as examples of configuration, of slugs or of how search
treats words; the Megatron-LM notes name "lesson 3" only as the text of a link). A query on a topic
the blog does not cover has relevant=(); a page that mentions such a topic in a sentence, or the
nearest thing the blog offers (its feeds, for a newsletter), may still be acceptable.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_15: list[Query] = [
    # Typed on the Chinese home.
    Query(
        "",
        "显存账",
        ("blog/memory-budget/",),
        (
            "en/blog/memory-budget/",
            "series/training-infra/",
            "en/series/training-infra/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query("", "损失缩放", ("blog/number-formats/",)),
    Query(
        "",
        "流水线并行的空泡",
        ("blog/tensor-pipeline/",),
        ("en/blog/megatron-notes/", "series/training-infra/", "en/series/training-infra/"),
    ),
    Query("", "检查点间隔", ("blog/checkpointing/",), ("series/training-infra/", "en/series/training-infra/")),
    Query("", "Xid 错误", ("blog/xid-errors/",), ("series/oncall/",)),
    Query(
        "",
        "ZeRO 三级切分",
        ("blog/zero/", "blog/zero-paper-notes/"),
        ("en/blog/zero/", "series/training-infra/", "en/series/training-infra/"),
    ),
    Query(
        "",
        "张量并行",
        ("blog/tensor-pipeline/",),
        ("en/blog/megatron-notes/", "series/training-infra/", "en/series/training-infra/"),
    ),
    Query(
        "",
        "混合精度训练",
        ("blog/number-formats/", "blog/memory-budget/"),
        ("en/blog/memory-budget/", "blog/zero-paper-notes/", "series/training-infra/"),
    ),
    Query(
        "",
        "pipeline parallelism",
        ("blog/tensor-pipeline/",),
        ("en/blog/megatron-notes/", "series/training-infra/", "en/series/training-infra/"),
    ),
    Query("", "loss scaling", ("blog/number-formats/",)),
    Query(
        "",
        "ring all-reduce",
        ("blog/zero/",),
        ("en/blog/busbw/", "en/blog/zero/", "blog/tensor-pipeline/", "blog/zero-paper-notes/"),
    ),
    Query(
        "",
        "7B 模型为什么一张 80G 的卡装不下",
        ("blog/memory-budget/",),
        ("blog/zero/", "en/blog/memory-budget/", "series/training-infra/"),
    ),
    Query("", "混合精度训练出现 NaN 是什么原因", ("blog/number-formats/",), ("blog/memory-budget/",)),
    Query(
        "",
        "大模型训练多久保存一次 checkpoint 最合适",
        ("blog/checkpointing/",),
        ("series/training-infra/", "en/series/training-infra/"),
    ),
    Query("", "dmesg 里看到 GPU has fallen off the bus 该怎么处理", ("blog/xid-errors/",), ("series/oncall/",)),
    Query(
        "",
        "怎么把 Hexo 博客迁移到 MkDocs",
        ("blog/guide-moving/",),
        ("series/guide/", "en/blog/guide-moving/", "blog/guide-writing/"),
    ),
    Query("", "怎样把博客文章发到微信公众号", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "65504", ("blog/number-formats/",)),
    Query(
        "",
        "每个参数 16 字节",
        ("blog/memory-budget/",),
        (
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/blog/memory-budget/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    Query("", "单卡一年坏一次", ("blog/checkpointing/",)),
    Query("", "空泡约为 18%", ("blog/tensor-pipeline/",)),
    Query("", "1.5B 参数的 GPT-2", ("blog/zero-paper-notes/",)),
    Query("", "Remapping Failure Occurred", ("blog/xid-errors/",)),
    Query(
        "",
        "Obsidian callout",
        ("blog/guide-vaults/",),
        ("blog/guide-writing/", "series/guide/", "en/blog/guide-vaults/"),
    ),
    Query("", "双链", ("blog/guide-vaults/",), ("en/blog/guide-vaults/", "series/guide/")),
    Query("", "Obsidian 嵌入笔记", ("blog/guide-vaults/",), ("en/blog/guide-vaults/", "series/guide/")),
    Query(
        "",
        "Obsidian 的 %%注释%% 会被发布出去吗",
        ("blog/guide-vaults/",),
        ("en/blog/guide-vaults/", "series/guide/"),
    ),
    Query(
        "",
        "Typora 写的公式",
        ("blog/guide-writing/",),
        ("blog/guide-moving/", "blog/guide-vaults/", "en/blog/guide-writing/"),
    ),
    Query(
        "",
        "Obsidan 笔记",
        ("blog/guide-vaults/",),
        ("blog/guide-writing/", "series/guide/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "RSS 订阅",
        ("blog/guide-languages/",),
        ("blog/guide-deploying/", "blog/guide-writing/", "series/guide/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "只想订阅其中一门课",
        ("blog/guide-languages/",),
        ("blog/guide-deploying/", "series/guide/", "en/blog/guide-languages/"),
    ),
    Query("", "知乎", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "博主是谁", ("about/",), ("en/about/",)),
    Query("", "乔林", ("about/",), ("en/about/",)),
    Query("", "文章归档", ("blog/guide-languages/",), ("en/blog/guide-languages/",)),
    Query(
        "",
        "按标签浏览文章",
        ("blog/guide-writing/",),
        ("blog/guide-languages/", "blog/guide-vaults/", "series/guide/", "en/blog/guide-writing/"),
    ),
    Query("", "第 2 讲", ("blog/zero/",), ("en/blog/zero/", "series/training-infra/")),
    Query("", "值班手册下一篇", ("series/oncall/", "blog/xid-errors/"), ("about/",)),
    Query(
        "",
        "本站有哪些课程",
        ("series/training-infra/", "series/oncall/", "series/guide/"),
        ("blog/guide-writing/", "blog/guide-deploying/", "about/", "en/series/training-infra/", "en/series/guide/"),
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
    Query("", "nccl-tests 的 busbw 是什么意思", ("en/blog/busbw/",)),
    Query("", "Megatron-LM 交错流水线调度", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("", "FSDP 和 ZeRO-3 是什么关系", ("blog/zero-paper-notes/",), ("blog/zero/", "en/blog/zero/")),
    Query(
        "",
        "显存帐",
        ("blog/memory-budget/",),
        (
            "en/blog/memory-budget/",
            "series/training-infra/",
            "en/series/training-infra/",
            "blog/zero/",
            "blog/zero-paper-notes/",
        ),
    ),
    Query("", "检察点 容错", ("blog/checkpointing/",), ("series/training-infra/", "en/series/training-infra/")),
    Query("", "部署到 GitHub Pages", ("blog/guide-deploying/",), ("series/guide/", "en/blog/guide-deploying/")),
    Query("", "coursebook init 新建站点", ("blog/guide-start/",), ("series/guide/", "en/blog/guide-start/")),
    Query("", "草稿和定时发布", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    Query(
        "",
        "中英双语翻译",
        ("blog/guide-languages/",),
        ("series/guide/", "en/blog/guide-languages/", "blog/guide-start/", "blog/guide-moving/", "blog/guide-writing/"),
    ),
    Query("", "EPUB 电子书", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "MoE 路由负载均衡", ()),
    Query("", "弹性训练 节点增减不停机", ()),
    Query("", "RLHF 强化学习", ()),
    Query("", "Kubernetes 调度 GPU 任务", (), ("about/", "blog/xid-errors/")),
    Query("", "推理服务 KV cache", ()),
    # Typed on the English home.
    Query(
        "en/",
        "memory bill",
        ("en/blog/memory-budget/",),
        ("en/series/training-infra/", "blog/memory-budget/", "en/blog/zero/"),
    ),
    Query(
        "en/",
        "ZeRO stages",
        ("en/blog/zero/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query("en/", "bus bandwidth", ("en/blog/busbw/",)),
    Query(
        "en/",
        "tensor parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query("en/", "checkpoint interval", ("blog/checkpointing/",), ("en/series/training-infra/",)),
    Query("en/", "Xid 错误码", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "FP8", ("blog/number-formats/",)),
    Query(
        "en/",
        "mixed precision",
        ("en/blog/memory-budget/",),
        ("blog/number-formats/", "blog/memory-budget/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "Obsidian vault",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "blog/guide-vaults/", "en/blog/guide-writing/"),
    ),
    Query(
        "en/",
        "显存",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query("en/", "损失缩放", ("blog/number-formats/",)),
    Query("en/", "值班", ("series/oncall/", "blog/xid-errors/"), ("en/about/",)),
    Query("en/", "公众号", ("en/blog/guide-books/",), ("blog/guide-books/", "en/series/guide/")),
    Query(
        "en/",
        "why does a 7B model not fit on an 80GB GPU",
        ("en/blog/memory-budget/",),
        ("en/blog/zero/", "blog/memory-budget/", "en/series/training-infra/"),
    ),
    Query(
        "en/",
        "how often should I save checkpoints when training large models",
        ("blog/checkpointing/",),
        ("en/series/training-infra/",),
    ),
    Query("en/", "what is the difference between algbw and busbw in nccl-tests", ("en/blog/busbw/",)),
    Query(
        "en/",
        "how can I publish my Obsidian notes as a website",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "how to migrate a Jekyll blog to MkDocs",
        ("en/blog/guide-moving/",),
        ("en/series/guide/", "blog/guide-moving/"),
    ),
    Query(
        "en/",
        "how do I deploy an MkDocs site to GitHub Pages",
        ("en/blog/guide-deploying/",),
        ("en/series/guide/", "blog/guide-deploying/"),
    ),
    Query("en/", "what to do when a GPU has fallen off the bus", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "why do fp16 gradients become zero", ("blog/number-formats/",)),
    Query("en/", "502 petaFLOP/s", ("en/blog/megatron-notes/",)),
    Query("en/", "26.25 GB", ("en/blog/zero/",), ("blog/zero/",)),
    Query("en/", "only one of them means what you think it means", ("en/blog/busbw/",)),
    Query("en/", "the tick is theirs", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    Query("en/", "Google Fonts are slow or blocked", ("en/blog/guide-start/",), ("blog/guide-start/",)),
    Query(
        "en/",
        "callouts",
        ("en/blog/guide-vaults/",),
        ("en/blog/guide-writing/", "en/series/guide/", "blog/guide-vaults/"),
    ),
    Query("en/", "embed one note in another", ("en/blog/guide-vaults/",), ("blog/guide-vaults/", "en/series/guide/")),
    Query("en/", "are %%comments%% published", ("en/blog/guide-vaults/",), ("blog/guide-vaults/", "en/series/guide/")),
    Query(
        "en/",
        "Typora math",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-moving/", "en/blog/guide-vaults/", "blog/guide-writing/"),
    ),
    Query("en/", "wikilinks", ("en/blog/guide-vaults/",), ("blog/guide-vaults/", "en/series/guide/")),
    Query(
        "en/",
        "RSS feed",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-deploying/", "en/blog/guide-writing/", "en/series/guide/", "blog/guide-languages/"),
    ),
    Query(
        "en/",
        "subscribe to a single course",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-deploying/", "en/series/guide/", "blog/guide-languages/"),
    ),
    Query("en/", "WeChat Official Account", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    Query("en/", "Zhihu", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    Query("en/", "who writes this blog", ("en/about/",), ("about/",)),
    Query("en/", "Lin Qiao", ("en/about/",), ("about/",)),
    Query("en/", "archive of all posts", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    Query(
        "en/",
        "tag pages",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-languages/", "en/blog/guide-vaults/", "blog/guide-writing/"),
    ),
    Query("en/", "lesson 2", ("en/blog/zero/",), ("en/series/training-infra/", "blog/zero/")),
    Query("en/", "lesson 3", ("blog/tensor-pipeline/",), ("en/series/training-infra/",)),
    Query(
        "en/",
        "what courses are there",
        ("en/series/training-infra/", "en/series/guide/", "series/oncall/"),
        ("en/blog/guide-writing/", "en/blog/guide-deploying/", "en/about/", "series/training-infra/", "series/guide/"),
    ),
    Query("en/", "on-call handbook", ("series/oncall/", "blog/xid-errors/"), ("en/about/",)),
    Query("en/", "PTD-P", ("en/blog/megatron-notes/",)),
    Query("en/", "Young's formula", ("blog/checkpointing/",)),
    Query("en/", "Megatorn", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("en/", "checkpointng", ("blog/checkpointing/",), ("en/series/training-infra/",)),
    Query(
        "en/",
        "ZeRO-3 通信",
        ("en/blog/zero/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
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
    Query("en/", "EPUB", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    Query("en/", "elastic training when nodes join or leave", ()),
    Query("en/", "email newsletter", (), ("en/blog/guide-languages/", "en/blog/guide-deploying/")),
    Query("en/", "vLLM inference serving", ()),
    Query("en/", "LoRA fine-tuning", ()),
    Query("en/", "Slurm job scheduler", (), ("en/about/",)),
]

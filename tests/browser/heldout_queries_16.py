"""Held-out search queries, set 16, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, as set 16. The helper judged as a reader of the blog
would, not as someone building its search. It read only the Markdown under docs/ (every post, every
course landing page, both about pages and both home pages, front matter included, the draft and the
scheduled post too), lines 1-20 of tests/browser/search_queries.py (the Query type), the module
docstring of set 15 (read through the ast module, never the queries of that or any other set) and
the line-length setting of pyproject.toml. It ran no search, test, build, server or browser, and
opened no code, configuration (mkdocs.yml included; docs/tags.yml and docs/blog/.authors.yml were
not opened, and the few of their lines that showed in greps over docs/ were not used), hook, override,
template, JavaScript, benchmark, README, CHANGELOG, ARCHITECTURE, test artifact, git history or other
test file of the repository, and ran no git command. Besides writing this file, it ran on it only
the import check, ruff (format and check) and a check of line widths.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English
home (start "en/"). The readers imitated this time differ from those of earlier sets: a practitioner
who types the exact error message, log line, command, environment variable or configuration key in
front of them (a CUDA error, an Xid log line, nvidia-smi and nccl-tests command lines, pip's
externally-managed-environment, NO_MKDOCS_2_WARNING, CHROMIUM_PATH, SITE_URL, extra.exports,
hard_breaks, draft: true, a build warning); a reader who knows the topic under another name than the
post uses (FSDP, MTBF, 3D 并行, 掉卡, half precision, model parallelism, runbook, LaTeX, an English term
on the Chinese home and a Chinese term on the English home); a student of a course looking for "lesson
N", the lesson after another, the exercises or a course by its subject; a writer weighing the blog
engine from its guide (writing a post, two languages, Obsidian vaults, deploying, feeds, formulas,
diagrams, printing a course, e-books, WeChat/公众号 and 知乎); a skimmer typing one or two short words;
and a reader with typos, Chinese homophones (检察点, 混和精度, 知呼) or wrong spacing and casing (zero3,
zero 3, allreduce, Github pages). Plain terms for the topics of the posts come first on each home,
then the other readers, and last ten queries on topics the blog does not cover (five on each home,
relevant=()); two of them on each home are the topics of the unpublished draft (load balancing of MoE
routing) and of the post scheduled for 2099 (elastic training). Every published post, both about
pages and every course landing page is relevant in at least one query. For each query, docs/
(Markdown only) was grepped for its words and their obvious variants (case, plural, Chinese and
English synonyms), and the text around each hit was read before any page was judged.

URL rules (re-checked against docs/ on 2026-12-07): a Chinese post under docs/blog/posts/ (in any
sub-folder) is at blog/<file name without .md>/, an English one under docs/en/blog/posts/ (in any
sub-folder) at en/blog/<file name>/; no post sets slug:. The about pages are about/ and en/about/.
The course landing pages are docs/series/<id>.md and docs/en/series/<id>.md, at series/<id>/ and
en/series/<id>/: series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/
and en/series/guide/ (the on-call course has no English landing page). The guide has seven parts in
each language (guide-start, -writing, -languages, -vaults, -moving, -deploying, -books), all dated
before 2026-12-07. Never a result: the draft on MoE routing (draft: true), the post on elastic
training dated 2099-01-01 (after 2026-12-07), the two home pages, and whatever stands inside
Obsidian %%comments%% (the comment at the end of the ZeRO paper notes, on FSDP and on Obsidian's
comments, is not part of that page; the notes' own prose on FSDP is).

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get, the
pages actually about it. A page in the home's language that covers the topic is preferred; a page
that exists only in the other language (the notes on nccl-tests and on Megatron-LM in English; the
on-call course, the posts on number formats, Xid errors, checkpointing, tensor and pipeline
parallelism and the ZeRO paper in Chinese) is relevant only when no page in the home's language
covers the topic (so on the English home the pipeline bubble and tensor parallelism go to the
Megatron-LM notes, lesson 3 in Chinese being acceptable). A query typed in the other language than
the home's is judged by its topic on that home: the home's pages are relevant, their other-language
versions acceptable. An exact identifier or log line found only in a page's code (GradScaler, the
dmesg line of Xid 79) makes that page relevant when its prose covers what it stands for. `acceptable`
pages neither help nor hurt: pages whose prose discusses the topic substantively without being the
main answer, the other-language version of a relevant page, and a course landing page whose
description, introduction or list of parts (the titles and descriptions of its parts) names the
topic. Any other page returned counts against precision, in particular pages that hold the words
only in a code block, a YAML or configuration example, a table cell or the text of a link, or that
name them once in passing (the guide's parts name 显存, 混合精度, 容错, lesson titles such as 第 1 讲
or "Lesson 2 of 4", and commands of other parts only as examples; the ZeRO paper notes name 第 3 讲
and the Megatron-LM notes "lesson 3" only as the text of a link; the about pages name scheduling,
on-call notes and the two languages once each). A query on a topic the blog does not cover has
relevant=(); a page that mentions such a topic in a sentence (scheduling in the about pages and the
Xid post, for Kubernetes or Slurm) or the nearest thing the blog offers (the checkpointing lesson,
for elastic training) may still be acceptable.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_16: list[Query] = [
    Query(
        "",
        "显存账",
        ("blog/memory-budget/",),
        ("series/training-infra/", "blog/zero/", "blog/zero-paper-notes/", "en/blog/memory-budget/"),
    ),
    Query("", "数据并行", ("blog/zero/", "blog/zero-paper-notes/"), ("series/training-infra/", "en/blog/zero/")),
    Query("", "流水线并行", ("blog/tensor-pipeline/",), ("series/training-infra/", "en/blog/megatron-notes/")),
    Query("", "损失缩放", ("blog/number-formats/",), ()),
    Query("", "检查点间隔", ("blog/checkpointing/",), ("series/training-infra/",)),
    Query("", "Xid 错误", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("", "ZeRO 论文", ("blog/zero-paper-notes/",), ("blog/zero/", "en/blog/zero/")),
    Query("", "激活值", ("blog/memory-budget/",), ("series/training-infra/", "en/blog/memory-budget/")),
    Query("", "CUDA error: an illegal memory access", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("", "nvidia-smi -q -d ROW_REMAPPER", ("blog/xid-errors/",), ()),
    Query("", "NCCL 超时", ("blog/xid-errors/",), ()),
    Query("", "GradScaler", ("blog/number-formats/",), ()),
    Query("", "externally-managed-environment", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    Query("", "NO_MKDOCS_2_WARNING", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    Query("", "coursebook import hexo --dry-run", ("blog/guide-moving/",), ("series/guide/", "en/blog/guide-moving/")),
    Query(
        "",
        "CHROMIUM_PATH",
        ("blog/guide-vaults/", "blog/guide-books/"),
        ("en/blog/guide-vaults/", "en/blog/guide-books/"),
    ),
    Query("", "extra.exports", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "hard_breaks: true", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    Query("", "is not a date", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    Query("", "FSDP", ("blog/zero-paper-notes/", "blog/zero/"), ("en/blog/zero/", "series/training-infra/")),
    Query("", "半精度溢出", ("blog/number-formats/",), ()),
    Query("", "MTBF", ("blog/checkpointing/",), ()),
    Query("", "fault tolerance", ("blog/checkpointing/",), ("series/training-infra/", "en/series/training-infra/")),
    Query("", "总线带宽", ("en/blog/busbw/",), ()),
    Query("", "Megatron-LM 论文", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("", "pipeline bubble", ("blog/tensor-pipeline/",), ("series/training-infra/", "en/blog/megatron-notes/")),
    Query("", "掉卡", ("blog/xid-errors/",), ()),
    Query(
        "",
        "RSS 订阅",
        ("blog/guide-languages/",),
        ("blog/guide-deploying/", "blog/guide-writing/", "series/guide/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "LaTeX 公式",
        ("blog/guide-writing/",),
        ("blog/guide-vaults/", "blog/guide-moving/", "blog/guide-books/", "en/blog/guide-writing/"),
    ),
    Query("", "3D 并行", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("", "第 3 讲", ("blog/tensor-pipeline/",), ("series/training-infra/",)),
    Query("", "第一讲", ("blog/memory-budget/",), ("series/training-infra/",)),
    Query(
        "",
        "训练基础设施课程",
        ("series/training-infra/",),
        (
            "blog/memory-budget/",
            "blog/zero/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
            "en/series/training-infra/",
        ),
    ),
    Query("", "值班手册", ("series/oncall/", "blog/xid-errors/"), ()),
    Query("", "使用指南 第 4 篇", ("blog/guide-vaults/",), ("series/guide/",)),
    Query(
        "",
        "Coursebook 使用指南",
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
    Query(
        "",
        "动手算",
        ("blog/memory-budget/", "blog/zero/", "blog/tensor-pipeline/", "blog/checkpointing/"),
        ("series/training-infra/", "en/blog/memory-budget/", "en/blog/zero/"),
    ),
    Query("", "怎么写一篇文章", ("blog/guide-writing/",), ("blog/guide-start/", "series/guide/")),
    Query(
        "",
        "中英双语",
        ("blog/guide-languages/",),
        ("blog/guide-start/", "blog/guide-moving/", "series/guide/", "en/blog/guide-languages/"),
    ),
    Query(
        "",
        "Obsidian 笔记发布",
        ("blog/guide-vaults/",),
        ("series/guide/", "blog/guide-writing/", "en/blog/guide-vaults/"),
    ),
    Query(
        "",
        "部署到 GitHub Pages",
        ("blog/guide-deploying/",),
        ("blog/guide-start/", "series/guide/", "en/blog/guide-deploying/"),
    ),
    Query("", "打印整门课", ("blog/guide-deploying/", "blog/guide-writing/", "blog/guide-books/"), ("series/guide/",)),
    Query("", "电子书", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "公众号", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "作者", ("about/",), ("en/about/",)),
    Query("", "Mermaid", ("blog/guide-vaults/",), ("blog/guide-books/",)),
    Query("", "检察点", ("blog/checkpointing/",), ("series/training-infra/",)),
    Query(
        "",
        "混和精度",
        ("blog/memory-budget/", "blog/number-formats/"),
        ("series/training-infra/", "en/blog/memory-budget/"),
    ),
    Query("", "知呼", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    Query("", "zero3", ("blog/zero/", "blog/zero-paper-notes/"), ("en/blog/zero/", "series/training-infra/")),
    Query("", "MoE 负载均衡", (), ()),
    Query("", "弹性训练", (), ("blog/checkpointing/",)),
    Query("", "Kubernetes 调度", (), ("about/", "blog/xid-errors/")),
    Query("", "推理量化", (), ()),
    Query("", "LoRA 微调", (), ()),
    Query(
        "en/",
        "memory bill",
        ("en/blog/memory-budget/",),
        ("en/series/training-infra/", "blog/memory-budget/", "en/blog/zero/"),
    ),
    Query(
        "en/", "ZeRO stages", ("en/blog/zero/",), ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/")
    ),
    Query(
        "en/",
        "pipeline parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/"),
    ),
    Query("en/", "bus bandwidth", ("en/blog/busbw/",), ()),
    Query(
        "en/", "activation memory", ("en/blog/memory-budget/",), ("blog/memory-budget/", "en/series/training-infra/")
    ),
    Query("en/", "loss scaling", ("blog/number-formats/",), ()),
    Query(
        "en/", "checkpoint interval", ("blog/checkpointing/",), ("en/series/training-infra/", "series/training-infra/")
    ),
    Query("en/", "Xid errors", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "Megatron-LM reading notes", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("en/", "all_reduce_perf -b 8 -e 8G -f 2 -g 8", ("en/blog/busbw/",), ()),
    Query("en/", "GPU has fallen off the bus", ("blog/xid-errors/",), ()),
    Query("en/", "coursebook init my-site --demo", ("en/blog/guide-start/",), ("blog/guide-start/",)),
    Query("en/", "mkdocs gh-deploy --strict", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    Query("en/", "coursebook translate --synced", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    Query("en/", "SITE_URL", ("en/blog/guide-deploying/",), ("en/blog/guide-languages/", "blog/guide-deploying/")),
    Query("en/", "coursebook export pdf", ("en/blog/guide-books/",), ("blog/guide-books/",)),
    Query("en/", "coursebook import jekyll", ("en/blog/guide-moving/",), ("en/series/guide/", "blog/guide-moving/")),
    Query(
        "en/",
        "draft: true",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-start/", "en/blog/guide-languages/", "blog/guide-writing/"),
    ),
    Query(
        "en/",
        "显存",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/"),
    ),
    Query("en/", "容错", ("blog/checkpointing/",), ("en/series/training-infra/", "series/training-infra/")),
    Query("en/", "空泡", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/", "en/series/training-infra/")),
    Query("en/", "fully sharded data parallel", ("en/blog/zero/",), ("blog/zero/", "blog/zero-paper-notes/")),
    Query(
        "en/", "model parallelism", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/", "en/series/training-infra/")
    ),
    Query("en/", "half precision overflow", ("blog/number-formats/",), ()),
    Query("en/", "on-call runbook", ("series/oncall/", "blog/xid-errors/"), ()),
    Query("en/", "张量并行", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/", "en/series/training-infra/")),
    Query("en/", "公众号", ("en/blog/guide-books/",), ("blog/guide-books/", "en/series/guide/")),
    Query(
        "en/",
        "LaTeX math",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-vaults/", "en/blog/guide-moving/", "en/blog/guide-books/"),
    ),
    Query("en/", "Typora", ("en/blog/guide-writing/",), ()),
    Query(
        "en/",
        "RSS feeds",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-deploying/", "en/blog/guide-writing/", "en/series/guide/", "blog/guide-languages/"),
    ),
    Query("en/", "lesson 2", ("en/blog/zero/",), ("en/series/training-infra/",)),
    Query("en/", "lesson 3", ("blog/tensor-pipeline/",), ("en/series/training-infra/", "series/training-infra/")),
    Query(
        "en/",
        "training infrastructure course",
        ("en/series/training-infra/",),
        (
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "series/training-infra/",
            "blog/tensor-pipeline/",
            "blog/checkpointing/",
        ),
    ),
    Query("en/", "guide part 6", ("en/blog/guide-deploying/",), ("en/series/guide/",)),
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
    Query("en/", "work it out", ("en/blog/memory-budget/", "en/blog/zero/"), ("en/series/training-infra/",)),
    Query("en/", "how to write a post", ("en/blog/guide-writing/",), ("en/blog/guide-start/", "en/series/guide/")),
    Query(
        "en/",
        "publish an Obsidian vault",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "en/blog/guide-writing/", "blog/guide-vaults/"),
    ),
    Query(
        "en/",
        "course as PDF",
        ("en/blog/guide-books/",),
        ("en/blog/guide-deploying/", "en/blog/guide-writing/", "en/series/guide/"),
    ),
    Query("en/", "EPUB", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    Query("en/", "Mermaid diagrams", ("en/blog/guide-vaults/",), ("en/blog/guide-books/",)),
    Query(
        "en/",
        "two languages",
        ("en/blog/guide-languages/",),
        ("en/blog/guide-start/", "en/blog/guide-moving/", "en/series/guide/", "blog/guide-languages/"),
    ),
    Query("en/", "author", ("en/about/",), ("about/",)),
    Query("en/", "NCCL", ("en/blog/busbw/",), ("blog/xid-errors/",)),
    Query("en/", "obsidain", ("en/blog/guide-vaults/",), ("en/series/guide/", "en/blog/guide-writing/")),
    Query("en/", "checkpointting", ("blog/checkpointing/",), ("en/series/training-infra/",)),
    Query("en/", "Megatorn", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("en/", "zero 3", ("en/blog/zero/",), ("blog/zero/", "blog/zero-paper-notes/")),
    Query(
        "en/",
        "allreduce",
        ("en/blog/zero/", "en/blog/busbw/"),
        ("blog/zero/", "blog/zero-paper-notes/", "blog/tensor-pipeline/", "en/blog/megatron-notes/"),
    ),
    Query("en/", "Github pages", ("en/blog/guide-deploying/",), ("en/series/guide/", "blog/guide-deploying/")),
    Query("en/", "elastic training", (), ("blog/checkpointing/",)),
    Query("en/", "MoE load balancing", (), ()),
    Query("en/", "Slurm", (), ("en/about/",)),
    Query("en/", "vLLM inference", (), ()),
    Query("en/", "Docker image", (), ()),
]

"""Held-out search queries, set 3, with relevance judgements.

Written on 2026-12-06 by a reader-judge helper, a session started for this one task, acting as a
reader of the blog and not as a developer of its search.

How: I read every Markdown file under docs/ in full (both home pages, both about pages, the three
Chinese and two English course landing pages, tags.yml, blog/.authors.yml, every Chinese and English
post including the seven guide parts in each language, the draft and the scheduled post). For each
query I grepped docs/ for its words and their obvious variants (plural, case, Chinese synonyms) and
read the text around every hit to judge each page. I opened no code, tests, hooks, overrides,
benchmarks, README, ARCHITECTURE, CHANGELOG, search settings or other query sets, and ran no search,
build or test.

Pages that can be results: every published .md under docs/, at "blog/<slug>/" (no post here sets
`slug:`, so the slug is the file name), "en/blog/<slug>/", "series/<id>/", "en/series/<id>/",
"about/" and "en/about/". Never results: the draft (draft-moe-routing), the post dated 2099
(scheduled-elastic-training), the two home pages, and text inside %%comments%%.

Judgement rules, in my words:
- relevant: the pages a reader who typed this on that home must get, the pages actually about the
  topic. The home's language wins: a page only in the other language is relevant only when no page in
  the home's language covers the topic.
- acceptable (neither helps nor hurts): pages that discuss the topic in real prose without being the
  main answer; the translation of a relevant page; a course landing page whose description, body or
  listed part titles name the topic.
- every other page counts against precision, including pages that have the words only in code, a
  YAML or config example or a table cell, or mention them once in passing.
- a few queries name topics the blog does not cover (only a draft, a scheduled post or an example
  file name touches them): they have no relevant page.

This file is a held-out set: keep it unchanged. Do not tune it to the engine's results; if a
judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

# Chinese guide parts and their English twins, for the two "whole guide" queries.
_GUIDE_ZH = (
    "blog/guide-start/",
    "blog/guide-writing/",
    "blog/guide-languages/",
    "blog/guide-vaults/",
    "blog/guide-moving/",
    "blog/guide-deploying/",
    "blog/guide-books/",
)

HELDOUT_3 = [
    # ------------------------------------------------------------------ Chinese home
    # 显存: lesson 1 (the memory bill), lesson 2 (what ZeRO saves) and the ZeRO paper notes (where the
    # memory goes) are about GPU memory. Acceptable: the course landing (显存账), the English lessons,
    # and xid-errors, whose section "再看显存重映射" discusses GPU memory row remapping. guide-languages
    # only uses 显存 as a word-breaking example; guide-writing has it in YAML.
    Query(
        "",
        "显存",
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        ("series/training-infra/", "en/blog/memory-budget/", "en/blog/zero/", "blog/xid-errors/"),
    ),
    # ZeRO: lesson 2 and the paper notes. Acceptable: the English lesson 2, the landing (names ZeRO,
    # lists lesson 2), tensor-pipeline (its description contrasts ZeRO with TP/PP). memory-budget's last
    # sentence, megatron-notes' link and the guides' examples (code, BudouX remark) are passing mentions.
    Query(
        "",
        "ZeRO",
        ("blog/zero/", "blog/zero-paper-notes/"),
        ("en/blog/zero/", "series/training-infra/", "blog/tensor-pipeline/"),
    ),
    # zero3 (no hyphen, as typed): ZeRO-3's memory and 1.5x traffic are in lesson 2; the paper notes
    # discuss ZeRO-3's cross-node bottleneck and FSDP; English lesson 2 is the translation.
    Query("", "zero3", ("blog/zero/",), ("blog/zero-paper-notes/", "en/blog/zero/")),
    # 混合精度: number-formats is about mixed-precision ranges and loss scaling; memory-budget explains
    # what mixed precision keeps (FP16/BF16 + FP32 master copy, 16 bytes) and is tagged 混合精度.
    # zero-paper-notes names it in one sentence; zero.md only in a code docstring; guide-writing in YAML.
    Query("", "混合精度", ("blog/number-formats/", "blog/memory-budget/"), ("en/blog/memory-budget/",)),
    # 损失缩放: only number-formats (title and section).
    Query("", "损失缩放", ("blog/number-formats/",), ()),
    # bf16 in lower case: number-formats compares BF16 with FP16/FP32. memory-budget only says "FP16 或
    # BF16 计算" and has it in table cells: passing.
    Query("", "bf16", ("blog/number-formats/",), ()),
    # A question: NaN in training is the opening topic of number-formats.
    Query("", "训练出现 NaN 怎么办", ("blog/number-formats/",), ()),
    # 张量并行: lesson 3. Acceptable: both landings (name it, list lesson 3), megatron-notes (English,
    # discusses TP inside a node). zero-paper-notes only points to lesson 3.
    Query(
        "",
        "张量并行",
        ("blog/tensor-pipeline/",),
        ("series/training-infra/", "en/series/training-infra/", "en/blog/megatron-notes/"),
    ),
    # Typo: 并形 for 并行 (same pinyin). Lesson 3 is the pipeline-parallelism page; same acceptables.
    Query(
        "",
        "流水线并形",
        ("blog/tensor-pipeline/",),
        ("series/training-infra/", "en/series/training-infra/", "en/blog/megatron-notes/"),
    ),
    # English term on the Chinese home: lesson 3 gives the bubble (空泡) formula; megatron-notes
    # (English) discusses shrinking it, acceptable since a Chinese page covers the topic.
    Query("", "pipeline bubble", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    # Megatron: lesson 3's tensor-parallel section is Megatron-LM's split, so a Chinese page covers it;
    # the English Megatron-LM reading notes are acceptable. zero-paper-notes only links to them.
    Query("", "Megatron", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    # 数据并行: lesson 2 (plain data parallelism) and the ZeRO notes (removing its redundancy).
    # Acceptable: landing (通信账 names it), English lesson 2. memory-budget's last line, the table cell
    # in tensor-pipeline and megatron-notes' PTD-P line are passing.
    Query("", "数据并行", ("blog/zero/", "blog/zero-paper-notes/"), ("series/training-infra/", "en/blog/zero/")),
    # all-reduce volume: lesson 2 derives the ring all-reduce volume and ZeRO's traffic. Acceptable:
    # lesson 3 (4 all-reduces a layer), the paper notes' callout (all-reduce = reduce-scatter +
    # all-gather), busbw (English, all-reduce bandwidth), English lesson 2.
    Query(
        "",
        "all-reduce 通信量",
        ("blog/zero/",),
        ("blog/tensor-pipeline/", "blog/zero-paper-notes/", "en/blog/busbw/", "en/blog/zero/"),
    ),
    # Optimizer state memory: lesson 1 counts Adam's 12 bytes (K). Acceptable: lesson 2 (ZeRO-1
    # partitions it), paper notes (12Ψ is three quarters), English lesson 1.
    Query(
        "",
        "优化器状态占多少显存",
        ("blog/memory-budget/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/blog/memory-budget/"),
    ),
    # FlashAttention: no post is about it, but lesson 1 explains in prose what it does to activation
    # memory (the s^2 term disappears) and uses it in the sum: the one place a reader learns about it.
    Query("", "FlashAttention", ("blog/memory-budget/",), ("en/blog/memory-budget/",)),
    # 7B memory question: lesson 1 answers it (112 GB + 18 GB). Lesson 2 redoes 7B on 8 GPUs.
    Query(
        "", "7B 模型需要多少显存", ("blog/memory-budget/",), ("blog/zero/", "en/blog/memory-budget/", "en/blog/zero/")
    ),
    # Checkpoint interval question: lesson 4. Acceptable: the landings (时间账: 多久存一次检查点 /
    # how often to checkpoint). zero-paper-notes' 激活检查点 is another thing, in passing.
    Query("", "多久存一次检查点", ("blog/checkpointing/",), ("series/training-infra/", "en/series/training-infra/")),
    # Abbreviation ckpt for checkpoint: lesson 4.
    Query("", "ckpt 间隔", ("blog/checkpointing/",), ("series/training-infra/",)),
    # 容错: lesson 4 (tag 容错). Acceptable: the landings (title 从显存账到容错 / fault tolerance).
    # guide-languages' example 容错 vs 内容错误 is passing; the elastic-training post is scheduled.
    Query("", "容错", ("blog/checkpointing/",), ("series/training-infra/", "en/series/training-infra/")),
    # xid in lower case: the on-call post on Xid. The on-call landing lists it.
    Query("", "xid", ("blog/xid-errors/",), ("series/oncall/",)),
    # 掉卡 (GPU dropped off): Xid 79 "GPU 从总线上掉了", and when to take a node offline.
    Query("", "GPU 掉卡", ("blog/xid-errors/",), ("series/oncall/",)),
    # NCCL: no Chinese page covers it (xid-errors names an NCCL timeout as the symptom and says check
    # Xid first: acceptable); busbw (English, nccl-tests) is the page about NCCL.
    # guide-writing's `NCCL` is a tag-naming example.
    Query("", "NCCL", ("en/blog/busbw/",), ("blog/xid-errors/",)),
    # 值班: the on-call course and its first part. about.md's "值班记录" is passing.
    Query("", "值班", ("series/oncall/", "blog/xid-errors/"), ()),
    # 论文笔记: the Chinese paper-reading note (ZeRO). Acceptable: the English Megatron reading notes,
    # guide-vaults' paragraph on reading notes (source card, status). about.md mentions them in passing.
    Query("", "论文笔记", ("blog/zero-paper-notes/",), ("en/blog/megatron-notes/", "blog/guide-vaults/")),
    # The course by name: its landing. Its four lessons, the English landing and English lessons are
    # acceptable. guide-writing has the course title only in a YAML example.
    Query(
        "",
        "训练基础设施",
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
    # The author's name: only the about page says who 乔林 is; its translation is acceptable.
    Query("", "乔林", ("about/",), ("en/about/",)),
    # Obsidian: guide part 4. Acceptable: the guide landing (names Obsidian 库), English part 4,
    # guide-writing (Obsidian callouts, line breaks, CommonMark as Obsidian shows it), guide-moving
    # (why imports get obsidian: false). guide-start (YAML) and guide-books (one clause) are passing.
    Query(
        "",
        "Obsidian",
        ("blog/guide-vaults/",),
        ("series/guide/", "en/blog/guide-vaults/", "blog/guide-writing/", "blog/guide-moving/"),
    ),
    # 双链 is the Chinese word for wikilinks: part 4 is about them. guide-books' one use is passing.
    Query("", "双链", ("blog/guide-vaults/",), ("en/blog/guide-vaults/",)),
    # callout: part 4's Callout bullet. guide-writing lists Obsidian callouts among the Markdown.
    # guide-moving's "(变成 callout)" is passing.
    Query("", "callout", ("blog/guide-vaults/",), ("blog/guide-writing/", "en/blog/guide-vaults/")),
    # Moving from Hexo: guide part 5. The landing names Hexo for part 5. guide-writing's Hexo date
    # formats sit in a table; guide-start has `coursebook import hexo` in code.
    Query("", "从 Hexo 迁移", ("blog/guide-moving/",), ("series/guide/", "en/blog/guide-moving/")),
    # GitHub Pages: guide part 6. guide-start's "(见第 6 篇)" and site_url example are passing/YAML.
    Query("", "部署到 GitHub Pages", ("blog/guide-deploying/",), ("series/guide/", "en/blog/guide-deploying/")),
    # 知乎: guide part 7 (export for Zhihu); the landing names it.
    Query("", "知乎", ("blog/guide-books/",), ("series/guide/", "en/blog/guide-books/")),
    # PDF export: part 7's "打印成 PDF". guide-vaults' `![[talk.pdf]]` is code; printing the one-page
    # course (guide-deploying, guide-writing) never says PDF.
    Query("", "导出 PDF", ("blog/guide-books/",), ("en/blog/guide-books/",)),
    # 草稿: guide part 2's drafts section. Acceptable: landing (第 2 篇 ... 草稿), guide-languages
    # (a translation starts as a draft), English part 2. guide-start's two mentions are passing.
    Query("", "草稿", ("blog/guide-writing/",), ("series/guide/", "blog/guide-languages/", "en/blog/guide-writing/")),
    # front matter on the Chinese home: part 2 is its reference. Acceptable: landing (names it),
    # guide-moving (front matter conversions), English part 2. guide-vaults' two are passing.
    Query(
        "", "front matter", ("blog/guide-writing/",), ("series/guide/", "blog/guide-moving/", "en/blog/guide-writing/")
    ),
    # 中英双语: guide part 3. Acceptable: landing (第 3 篇讲中英两种语言), guide-moving ("双语博客搬过来还是
    # 双语"), English part 3. about.md's "中英双语" and the bilingual 404 page in part 6 are passing.
    Query(
        "", "中英双语", ("blog/guide-languages/",), ("series/guide/", "blog/guide-moving/", "en/blog/guide-languages/")
    ),
    # Translating a post: part 3 ("翻译一篇文章"). Acceptable: guide-start (译文是镜像路径), the landing
    # (part 3 on two languages), English part 3.
    Query(
        "",
        "怎么翻译文章",
        ("blog/guide-languages/",),
        ("blog/guide-start/", "series/guide/", "en/blog/guide-languages/"),
    ),
    # RSS: part 3's 订阅源 section. Acceptable: part 6 (what readers can subscribe to), English part 3.
    # guide-writing's tag feeds and guide-start's feed settings (YAML) are passing.
    Query("", "RSS 订阅", ("blog/guide-languages/",), ("blog/guide-deploying/", "en/blog/guide-languages/")),
    # Mermaid diagrams: part 4's Mermaid bullet. Part 7 (diagrams in the e-book) is acceptable.
    # guide-start names Mermaid once; lesson 3 only contains a mermaid code block.
    Query("", "mermaid 画图", ("blog/guide-vaults/",), ("blog/guide-books/", "en/blog/guide-vaults/")),
    # Writing formulas: part 2's formula paragraphs. Acceptable: part 4 (Math bullet), part 5 (formulas
    # as the author saw them), English part 2. The lessons contain formulas without talking about them.
    Query(
        "",
        "数学公式怎么写",
        ("blog/guide-writing/",),
        ("blog/guide-vaults/", "blog/guide-moving/", "en/blog/guide-writing/"),
    ),
    # Chinese file names: guide-start (pinyin slug, warning). guide-moving (non-ASCII names get a
    # pinyin slug) acceptable; guide-writing's list of checks is passing.
    Query("", "中文文件名", ("blog/guide-start/",), ("blog/guide-moving/", "en/blog/guide-start/")),
    # Slow preview: guide-start's 预览 section (serve --dirty, warm start).
    Query("", "预览太慢", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    # Site search: part 3's 搜索 section. Part 6 (readers search both languages) is acceptable.
    Query("", "站内搜索", ("blog/guide-languages/",), ("blog/guide-deploying/", "en/blog/guide-languages/")),
    # jieba word breaking: only part 3.
    Query("", "jieba 分词", ("blog/guide-languages/",), ("en/blog/guide-languages/",)),
    # Reading progress: part 6 (course box, ✓, continue). guide-writing's "小格" line is passing.
    Query("", "阅读进度", ("blog/guide-deploying/",), ("en/blog/guide-deploying/",)),
    # Changing the avatar: guide-start (author card, avatar.svg to replace). guide-writing has 头像
    # only in a table cell; guide-moving in passing.
    Query("", "换头像", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    # MkDocs / Material end of maintenance: guide-start (Material 的停止维护, ProperDocs).
    Query("", "mkdocs 停止维护", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    # The guide by name: its landing; all seven parts (titled 使用指南 第 N 篇) and the English landing.
    Query("", "使用指南", ("series/guide/",), _GUIDE_ZH + ("en/series/guide/",)),
    # coursebook init: guide-start. The landing's 第 1 篇建站 names the topic. guide-deploying and
    # guide-moving name init in passing.
    Query("", "coursebook init", ("blog/guide-start/",), ("series/guide/", "en/blog/guide-start/")),
    # Tag names in two languages: guide-writing's "一个标签，两种语言" (tags.yml).
    Query("", "标签中英文对应", ("blog/guide-writing/",), ("en/blog/guide-writing/",)),
    # Not covered: elastic training exists only as a post scheduled for 2099.
    Query("", "弹性训练", (), ()),
    # Not covered: MoE routing exists only as a draft.
    Query("", "MoE 负载均衡", (), ()),
    # Not covered: 梯度累积 appears only as an example file name in guide-start (and its code).
    Query("", "梯度累积", (), ()),
    # ------------------------------------------------------------------ English home
    # GPU memory: English lessons 1 and 2. Acceptable: English landing (the memory bill), the Chinese
    # lessons and ZeRO notes, xid-errors (GPU memory remapping). guide-start's "GPU memory" is code;
    # guide-languages' Pagefind memory is RAM, not GPU memory.
    Query(
        "en/",
        "GPU memory",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "en/series/training-infra/",
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "blog/xid-errors/",
        ),
    ),
    # A Chinese term typed on the English home: same topic, same judgements.
    Query(
        "en/",
        "显存",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "en/series/training-infra/",
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "blog/xid-errors/",
        ),
    ),
    # ZeRO-3: English lesson 2 (stage table, 1.5x traffic). Chinese lesson 2 and the ZeRO notes.
    Query("en/", "ZeRO-3", ("en/blog/zero/",), ("blog/zero/", "blog/zero-paper-notes/")),
    # The ZeRO paper: its reading notes exist only in Chinese and no English page is about the paper.
    # English lesson 2 (the stages) and its Chinese twin are acceptable; megatron-notes only links.
    Query("en/", "ZeRO paper", ("blog/zero-paper-notes/",), ("en/blog/zero/", "blog/zero/")),
    # Pipeline bubble: megatron-notes (interleaved schedule shrinks it). Chinese lesson 3 acceptable.
    Query("en/", "pipeline bubble", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # Tensor parallelism: megatron-notes covers it in English (inside a node, keep TP <= GPUs per
    # node), so Chinese lesson 3 is acceptable, as are the landings naming it.
    Query(
        "en/",
        "tensor parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/", "series/training-infra/"),
    ),
    # busbw: the nccl-tests post.
    Query("en/", "busbw", ("en/blog/busbw/",), ()),
    Query("en/", "nccl-tests", ("en/blog/busbw/",), ()),
    # all-reduce: busbw (ring all-reduce bandwidth). Acceptable: English lesson 2 (ring all-reduce
    # volume, ZeRO's reduce-scatter + all-gather), Chinese lessons 2 and 3, ZeRO notes' callout.
    # megatron-notes' "its all-reduces" is passing.
    Query(
        "en/",
        "all-reduce",
        ("en/blog/busbw/",),
        ("en/blog/zero/", "blog/zero/", "blog/tensor-pipeline/", "blog/zero-paper-notes/"),
    ),
    # Megatron-LM: its reading notes. Chinese lesson 3 describes Megatron-LM's tensor split.
    Query("en/", "Megatron-LM", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    Query("en/", "interleaved schedule", ("en/blog/megatron-notes/",), ()),
    # 1F1B: megatron-notes. Lesson 3 has the word only in a docstring, but its prose is about the
    # same schedule's bubble, so acceptable.
    Query("en/", "1F1B", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # Mixed precision: English lesson 1 covers it (tag, what FP16/BF16 + FP32 master copy cost), so the
    # Chinese number-formats post is acceptable. zero.md's docstring and guide-writing's slug example
    # are code/passing.
    Query("en/", "mixed precision", ("en/blog/memory-budget/",), ("blog/number-formats/", "blog/memory-budget/")),
    # Loss scaling, FP8, BF16 vs FP16: no English page covers them; number-formats (Chinese) does.
    Query("en/", "loss scaling", ("blog/number-formats/",), ()),
    Query("en/", "fp8", ("blog/number-formats/",), ()),
    Query("en/", "bf16 vs fp16", ("blog/number-formats/",), ()),
    # Xid errors: only the Chinese on-call post; the on-call landing lists it.
    Query("en/", "Xid error", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "GPU fell off the bus", ("blog/xid-errors/",), ("series/oncall/",)),
    Query("en/", "row remapping", ("blog/xid-errors/",), ()),
    # Typo "checkpoiting": lesson 4 exists only in Chinese. The landings name the time bill.
    Query(
        "en/",
        "checkpoiting interval",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    # Fault tolerance: lesson 4 (Chinese only); the landings carry it in their title.
    Query("en/", "fault tolerance", ("blog/checkpointing/",), ("en/series/training-infra/", "series/training-infra/")),
    # MTBF: lesson 4's mean time between failures (M) and Young's formula.
    Query("en/", "MTBF", ("blog/checkpointing/",), ()),
    # Activation memory: English lesson 1. The landing names activations in the memory bill.
    Query(
        "en/", "activation memory", ("en/blog/memory-budget/",), ("blog/memory-budget/", "en/series/training-infra/")
    ),
    # A question: lesson 1 says it does not fit; lesson 2's "Work it out" says it fits 80 GB with ZeRO-2.
    Query(
        "en/",
        "does a 7B model fit on an 80GB GPU",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        ("blog/memory-budget/", "blog/zero/"),
    ),
    # OOM: why a model runs out of GPU memory is lesson 1; lesson 2 is how to make it fit.
    Query("en/", "OOM", ("en/blog/memory-budget/",), ("en/blog/zero/", "blog/memory-budget/", "blog/zero/")),
    # 16 bytes per parameter: English lesson 1's section; lesson 2 ("cutting the 16 bytes") and the
    # Chinese pages (incl. the ZeRO notes' 16Ψ) acceptable.
    Query(
        "en/",
        "16 bytes per parameter",
        ("en/blog/memory-budget/",),
        ("en/blog/zero/", "blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
    ),
    # on-call: the Chinese on-call course and its part; en/about's "on-call notes" is passing.
    Query("en/", "on-call", ("series/oncall/", "blog/xid-errors/"), ()),
    # About the author: the English about page; its Chinese twin acceptable.
    Query("en/", "about the author", ("en/about/",), ("about/",)),
    # Reading notes: the English reading note (Megatron) and guide part 4, titled "Reading notes and
    # Obsidian vaults". Acceptable: the Chinese ZeRO note, Chinese part 4, the guide landing (Part 4).
    Query(
        "en/",
        "reading notes",
        ("en/blog/megatron-notes/", "en/blog/guide-vaults/"),
        ("blog/zero-paper-notes/", "blog/guide-vaults/", "en/series/guide/"),
    ),
    # Typo "obsidain": guide part 4. Acceptable: landing, Chinese part 4, part 2 (callouts, breaks),
    # part 5 (obsidian: false for imports).
    Query(
        "en/",
        "obsidain vault",
        ("en/blog/guide-vaults/",),
        ("en/series/guide/", "blog/guide-vaults/", "en/blog/guide-writing/", "en/blog/guide-moving/"),
    ),
    # Wikilinks: part 4. guide-start and guide-books name them in passing.
    Query("en/", "wikilinks", ("en/blog/guide-vaults/",), ("blog/guide-vaults/",)),
    # Moving a Hugo blog in: part 5. guide-writing's Hugo mentions (TOML, lastmod) are table/passing.
    Query("en/", "migrate from hugo", ("en/blog/guide-moving/",), ("en/series/guide/", "blog/guide-moving/")),
    Query("en/", "github pages", ("en/blog/guide-deploying/",), ("en/series/guide/", "blog/guide-deploying/")),
    Query("en/", "epub", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/")),
    # A Chinese term on the English home: the English part 7 explains 公众号 export; both landings
    # name 公众号/WeChat.
    Query("en/", "公众号", ("en/blog/guide-books/",), ("en/series/guide/", "blog/guide-books/", "series/guide/")),
    # Drafts: part 2's drafts section. Acceptable: landing (Part 2 ... drafts), part 3 (a translation
    # starts as a draft), Chinese part 2. guide-start's `new` writes a draft: passing.
    Query(
        "en/",
        "drafts",
        ("en/blog/guide-writing/",),
        ("en/series/guide/", "en/blog/guide-languages/", "blog/guide-writing/"),
    ),
    Query(
        "en/",
        "front matter",
        ("en/blog/guide-writing/",),
        ("en/series/guide/", "en/blog/guide-moving/", "blog/guide-writing/"),
    ),
    # Translating: part 3. Acceptable: landing (Part 3), guide-start ("Translations are mirror paths"),
    # Chinese part 3. en/series/training-infra's "translated so far" is passing.
    Query(
        "en/",
        "how to translate a post",
        ("en/blog/guide-languages/",),
        ("en/series/guide/", "en/blog/guide-start/", "blog/guide-languages/"),
    ),
    # RSS: part 3's Feeds section; part 6 lists what readers can subscribe to.
    Query("en/", "rss", ("en/blog/guide-languages/",), ("en/blog/guide-deploying/", "blog/guide-languages/")),
    # KaTeX: part 2's formula paragraphs. Part 4 (Math) and part 5 (Math as its author saw it)
    # acceptable; guide-start and guide-books name KaTeX in passing.
    Query(
        "en/",
        "katex math",
        ("en/blog/guide-writing/",),
        ("en/blog/guide-vaults/", "en/blog/guide-moving/", "blog/guide-writing/"),
    ),
    Query("en/", "reading progress", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    # Printing a course: part 6 (print a course or read it offline), part 2 (the one-page version and
    # how it prints), part 7 (printed to a PDF). The landing names "the one-page version for print".
    Query(
        "en/",
        "print a course",
        ("en/blog/guide-deploying/", "en/blog/guide-writing/", "en/blog/guide-books/"),
        ("en/series/guide/", "blog/guide-deploying/", "blog/guide-writing/", "blog/guide-books/"),
    ),
    # slug: guide-start (URLs are ASCII and stable) and part 2 (the slug key, tag slugs). Part 5's
    # pinyin slug acceptable; part 3's mentions are passing.
    Query(
        "en/",
        "slug",
        ("en/blog/guide-start/", "en/blog/guide-writing/"),
        ("en/blog/guide-moving/", "blog/guide-start/", "blog/guide-writing/"),
    ),
    # hreflang: part 3 (translations link each other). Part 2's "Language marks" acceptable.
    Query("en/", "hreflang", ("en/blog/guide-languages/",), ("en/blog/guide-writing/", "blog/guide-languages/")),
    Query("en/", "open graph", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    # Pagefind: part 3's search section. guide-start's per-language index rebuild is acceptable.
    Query("en/", "pagefind", ("en/blog/guide-languages/",), ("en/blog/guide-start/", "blog/guide-languages/")),
    # Build cache: guide-start (warm start, deploys from the cache); part 6's deploy from the cache.
    Query("en/", "build cache", ("en/blog/guide-start/",), ("en/blog/guide-deploying/", "blog/guide-start/")),
    # Creating a course: part 2 (series landing front matter, series). guide-start has it in code only.
    Query("en/", "how to create a course", ("en/blog/guide-writing/",), ("en/series/guide/", "blog/guide-writing/")),
    # Not covered anywhere.
    Query("en/", "Kubernetes", (), ()),
    # Not covered: only the post scheduled for 2099 is about it.
    Query("en/", "elastic training", (), ()),
]

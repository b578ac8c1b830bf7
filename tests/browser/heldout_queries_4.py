"""Held-out search queries, set 4, with relevance judgements.

Who and when: written on 2026-12-06 by a reader-judge helper started from a session of the project,
judging as a reader of the blog and not as a developer of its search.

How: the helper read only the Markdown sources under docs/: every published page in full (the about
pages, the course landing pages under series/ and en/series/, the technical posts, the reading notes
and the fourteen guide posts in both languages), and the front matter of every file, to tell which
files are published pages and at which address. For each query it grepped docs/ for the query's words
and their obvious variants (case, plural, Chinese and English synonyms) and read the text around every
hit before judging the page. No search was run, no test was run, and no code, configuration of the
search, benchmark, hook, template or other query set was opened.

Published pages: blog/<slug>/ for the Chinese posts under docs/blog/posts/ (no post sets `slug:`, so
the slug is the file name), en/blog/<slug>/ for the English ones, about/ and en/about/, and the course
landing pages series/guide/, series/oncall/, series/training-infra/, en/series/guide/ and
en/series/training-infra/. Never results: the draft on MoE routing (`draft: true`), the post on elastic
training dated 2099, the two home pages, and text inside Obsidian %%comments%%.

Judgement rules, in short:
- relevant: the pages a reader who types the query on that home must get, the pages actually about it.
  A page in the home's language is preferred where one covers the topic; a page that exists only in
  the other language is relevant only when no page in the home's language covers the topic.
- acceptable (neither helps nor hurts): pages that discuss the topic substantively in prose without
  being the main answer; the other-language version of a relevant page; a course landing page whose
  description, introduction or listed part titles name the topic.
- every other page counts against precision if returned: pages that hold the words only in a code
  block, a YAML or configuration example or a table cell, or that name them once in passing.
- a few queries name topics the blog does not cover and have no relevant page.

This file is a held-out set: keep it unchanged. Do not tune it to the engine's results; if a judgement
is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

HELDOUT_4 = [
    # ---------------------------------------------------------------- Chinese home: training infrastructure
    # 显存: lesson 1 (the memory bill), lesson 2 (ZeRO saves memory) and the ZeRO paper notes are about GPU
    # memory. Acceptable: their translations, the course landing (title 显存账), and xid-errors, whose
    # section on 显存行重映射 discusses GPU memory (hardware) in prose. Not counted: guide-languages (显存 as
    # an example word for line breaking) and guide-writing (显存 only in YAML examples).
    Query(
        "",
        "显存",
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        (
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "series/training-infra/",
            "en/series/training-infra/",
            "blog/xid-errors/",
        ),
    ),
    # OOM (a word the blog never uses): "why does a 7B model not fit" is lesson 1, and ZeRO is how lesson 2
    # makes it fit. The ZeRO paper notes discuss the same memory redundancy: acceptable, with translations
    # and the course landing. en/blog/zero's "room to spare" is not a hit.
    Query(
        "",
        "OOM",
        ("blog/memory-budget/", "blog/zero/"),
        (
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/zero-paper-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    # The question lesson 1 opens with. Lesson 2 works the 7B example through ZeRO-2 on 8 GPUs, and the
    # paper notes work 1.5B GPT-2's model state: acceptable.
    Query(
        "",
        "7B 模型要多少显存",
        ("blog/memory-budget/",),
        (
            "en/blog/memory-budget/",
            "blog/zero/",
            "en/blog/zero/",
            "blog/zero-paper-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    # 16 bytes per parameter: lesson 1 derives it, lesson 2 is titled "把 16 字节切开". The paper notes use
    # 16Ψ in prose: acceptable. guide-languages' "16 字节" is a typesetting example: not counted.
    Query(
        "",
        "每个参数 16 字节",
        ("blog/memory-budget/", "blog/zero/"),
        (
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "blog/zero-paper-notes/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    # 混合精度: number-formats (FP16/BF16/FP8, loss scaling) and lesson 1 (mixed precision + Adam = 16
    # bytes) are both tagged and about it. The paper notes name it once; guide-writing only in YAML.
    Query(
        "",
        "混合精度",
        ("blog/number-formats/", "blog/memory-budget/"),
        ("en/blog/memory-budget/",),
    ),
    # A common typo (混和 for 混合) of the query above; same judgement.
    Query(
        "",
        "混和精度",
        ("blog/number-formats/", "blog/memory-budget/"),
        ("en/blog/memory-budget/",),
    ),
    # Only number-formats compares the two formats. Lesson 1 names "FP16 或 BF16" once and in a table cell.
    Query("", "BF16 和 FP16 的区别", ("blog/number-formats/",), ()),
    # Loss scaling is a section of number-formats; no other page discusses it.
    Query("", "损失缩放", ("blog/number-formats/",), ()),
    # number-formats opens with NaN in mixed-precision training and explains overflow/underflow.
    Query("", "训练出现 NaN", ("blog/number-formats/",), ()),
    # FP8 (E4M3/E5M2) is only in number-formats.
    Query("", "FP8", ("blog/number-formats/",), ()),
    # ZeRO: lesson 2 and the paper notes. Acceptable: en/blog/zero, the course landings (ZeRO in the
    # introduction and in lesson 2's title). Not counted: lesson 1 and lesson 3 (one sentence each), the
    # Megatron notes (one link), guide posts (ZeRO in code or as a line-breaking example).
    Query(
        "",
        "ZeRO",
        ("blog/zero/", "blog/zero-paper-notes/"),
        ("en/blog/zero/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # ZeRO-3's 1.5x traffic is computed in lesson 2; the paper notes discuss it in prose (bottleneck
    # question, opinion): acceptable.
    Query(
        "",
        "ZeRO-3 通信量",
        ("blog/zero/",),
        ("blog/zero-paper-notes/", "en/blog/zero/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # 数据并行: lesson 2 ("普通数据并行") and the paper notes (title: removing data parallelism's redundancy).
    # Lesson 3's table cell and the Megatron notes' passing mentions are not counted.
    Query(
        "",
        "数据并行",
        ("blog/zero/", "blog/zero-paper-notes/"),
        ("en/blog/zero/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # 张量并行: lesson 3. The English Megatron notes discuss where tensor parallelism goes (acceptable);
    # the paper notes name it twice in passing (not counted).
    Query(
        "",
        "张量并行",
        ("blog/tensor-pipeline/",),
        ("en/blog/megatron-notes/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # 流水并行: readers' shorthand for 流水线并行, the other half of lesson 3.
    Query(
        "",
        "流水并行",
        ("blog/tensor-pipeline/",),
        ("en/blog/megatron-notes/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # An English term on the Chinese home: lesson 3 explains the pipeline bubble (空泡, its formula). The
    # Megatron notes (English) explain the interleaved bubble: acceptable. Landing pages do not name it.
    Query("", "pipeline bubble", ("blog/tensor-pipeline/",), ("en/blog/megatron-notes/",)),
    # The interleaved schedule exists only in the English Megatron notes, so that page is relevant even
    # on the Chinese home; lesson 3 discusses the plain schedule's bubble in prose (acceptable).
    Query("", "interleaved schedule", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # Lesson 4 answers exactly this (Young's approximation). The paper notes' 激活检查点 is another thing.
    Query(
        "",
        "检查点多久存一次",
        ("blog/checkpointing/",),
        ("series/training-infra/", "en/series/training-infra/"),
    ),
    # Homophone typo of 检查点; same judgement.
    Query(
        "",
        "检察点",
        ("blog/checkpointing/",),
        ("series/training-infra/", "en/series/training-infra/"),
    ),
    # 断点续训 (resume from a checkpoint) is not the page's word, but lesson 4 is about checkpoints and how
    # much work a failure rolls back.
    Query(
        "",
        "断点续训",
        ("blog/checkpointing/",),
        ("series/training-infra/", "en/series/training-infra/"),
    ),
    # 容错: lesson 4 (tagged 容错). The elastic-training post is scheduled for 2099 and not published. The
    # guide posts only hold 内容错误, which contains the characters but not the word.
    Query(
        "",
        "容错",
        ("blog/checkpointing/",),
        ("series/training-infra/", "en/series/training-infra/"),
    ),
    # MTBF (平均无故障时间 M in lesson 4's prose, mtbf in its code): lesson 4.
    Query("", "MTBF", ("blog/checkpointing/",), ()),
    # Xid: the on-call post; its course landing lists the part title with Xid.
    Query("", "Xid", ("blog/xid-errors/",), ("series/oncall/",)),
    # 掉卡 (a GPU dropping out) is the readers' word for Xid 79 "GPU has fallen off the bus" and the
    # decision to take a card offline.
    Query("", "GPU 掉卡", ("blog/xid-errors/",), ("series/oncall/",)),
    # ECC errors (Xid 48, 94, 95) are only in the on-call post.
    Query("", "ECC 错误", ("blog/xid-errors/",), ()),
    # 值班: the on-call course itself and its one part. about/ names 值班记录 once: not counted.
    Query("", "值班", ("series/oncall/", "blog/xid-errors/"), ()),
    # nccl-tests bandwidth: only the English busbw post; no Chinese page covers it.
    Query("", "nccl-tests 带宽", ("en/blog/busbw/",), ()),
    # all-reduce traffic: lesson 2 computes the ring all-reduce volume. Lesson 3 (4 all-reduces a layer),
    # the paper notes (all-reduce = reduce-scatter + all-gather) and the English busbw post discuss it.
    Query(
        "",
        "all-reduce 通信量",
        ("blog/zero/",),
        ("en/blog/zero/", "blog/tensor-pipeline/", "blog/zero-paper-notes/", "en/blog/busbw/"),
    ),
    # 激活值: lesson 1's second section. Lesson 2 (18 GB in passing), lesson 3 and the paper notes name
    # activations in passing only.
    Query(
        "",
        "激活值",
        ("blog/memory-budget/",),
        ("en/blog/memory-budget/", "series/training-infra/", "en/series/training-infra/"),
    ),
    # FlashAttention removes the s^2 term in lesson 1.
    Query("", "FlashAttention", ("blog/memory-budget/",), ("en/blog/memory-budget/",)),
    # Optimizer state: lesson 1 (Adam's 12 bytes), lesson 2 (ZeRO-1 partitions it), paper notes (3/4 of
    # the model state).
    Query(
        "",
        "优化器状态",
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        (
            "en/blog/memory-budget/",
            "en/blog/zero/",
            "series/training-infra/",
            "en/series/training-infra/",
        ),
    ),
    # Not covered: the only post on elastic training is scheduled for 2099 and not published.
    Query("", "弹性训练", (), ()),
    # Not covered: 梯度累积 appears only as a sample title in guide-start's commands and as a file-name
    # example for pinyin slugs; no page discusses gradient accumulation.
    Query("", "梯度累积", (), ()),
    # ---------------------------------------------------------------- Chinese home: the site and the guide
    # 公众号: guide part 7. Both guide landings name it (公众号 / WeChat) in their descriptions.
    Query(
        "",
        "公众号",
        ("blog/guide-books/",),
        ("en/blog/guide-books/", "series/guide/", "en/series/guide/"),
    ),
    # E-books: guide part 7 (EPUB).
    Query(
        "",
        "导出 EPUB 电子书",
        ("blog/guide-books/",),
        ("en/blog/guide-books/", "series/guide/", "en/series/guide/"),
    ),
    # Moving a Hexo blog in: guide part 5. guide-writing names Hexo only in date formats and passing notes.
    Query(
        "",
        "Hexo 迁移",
        ("blog/guide-moving/",),
        ("en/blog/guide-moving/", "series/guide/", "en/series/guide/"),
    ),
    # Obsidian: guide part 4. guide-writing discusses Obsidian callouts, MathJax-only commands and line
    # breaks of Obsidian notes in prose: acceptable. guide-moving (obsidian: false), guide-books and
    # guide-start name it in passing or in YAML; the paper notes' mention is inside a %%comment%%.
    Query(
        "",
        "Obsidian",
        ("blog/guide-vaults/",),
        ("en/blog/guide-vaults/", "series/guide/", "en/series/guide/", "blog/guide-writing/"),
    ),
    # 双链 is readers' word for wikilinks: guide part 4. guide-books names 双链 once in passing.
    Query("", "双链", ("blog/guide-vaults/",), ("en/blog/guide-vaults/",)),
    # Deploying to GitHub Pages: guide part 6. guide-start's "从缓存部署" paragraph discusses deploys.
    Query(
        "",
        "部署到 GitHub Pages",
        ("blog/guide-deploying/",),
        ("en/blog/guide-deploying/", "series/guide/", "en/series/guide/", "blog/guide-start/"),
    ),
    # Feeds: the 订阅源 section of guide part 3. guide-writing and guide-deploying name RSS once each;
    # guide-start has feeds only in YAML and in the preview's list.
    Query("", "RSS 订阅", ("blog/guide-languages/",), ("en/blog/guide-languages/",)),
    # Translating a post: guide part 3 ("翻译一篇文章"); the landings list "两种语言".
    Query(
        "",
        "怎么翻译文章",
        ("blog/guide-languages/",),
        ("en/blog/guide-languages/", "series/guide/", "en/series/guide/"),
    ),
    # Drafts: guide part 2 ("草稿与定时发布"). Part 3 (translations are drafts) and part 1 (`new` writes a
    # draft, `check` lists them) discuss drafts in prose: acceptable. The landings list 草稿.
    Query(
        "",
        "草稿",
        ("blog/guide-writing/",),
        (
            "en/blog/guide-writing/",
            "series/guide/",
            "en/series/guide/",
            "blog/guide-languages/",
            "blog/guide-start/",
        ),
    ),
    # Readers' progress through a course: guide part 6.
    Query("", "阅读进度", ("blog/guide-deploying/",), ("en/blog/guide-deploying/",)),
    # An English term on the Chinese home: guide part 2 is the front-matter reference. Part 5 discusses
    # other tools' front matter in prose and its table: acceptable. Part 4 names it twice in passing.
    Query(
        "",
        "front matter",
        ("blog/guide-writing/",),
        ("en/blog/guide-writing/", "series/guide/", "en/series/guide/", "blog/guide-moving/"),
    ),
    # Formulas: guide part 2 has the long KaTeX paragraphs. Acceptable: part 4 (math bullet, dollar
    # signs), part 5 (imported math), part 7 (formulas in EPUB and for 公众号). Not counted: part 1 (npm
    # installs KaTeX), part 3 (formulas in feeds), part 6 (formulas on phones): one sentence each.
    Query(
        "",
        "KaTeX 公式",
        ("blog/guide-writing/",),
        ("en/blog/guide-writing/", "blog/guide-vaults/", "blog/guide-moving/", "blog/guide-books/"),
    ),
    # What the site is built with: about/ says Coursebook and `mkdocs build`; the guide landing says the
    # guide is a course built by Coursebook, and guide part 1 starts such a site: acceptable.
    Query(
        "",
        "这个博客是用什么搭的",
        ("about/",),
        ("en/about/", "series/guide/", "blog/guide-start/"),
    ),
    # The author's name: about/.
    Query("", "乔林", ("about/",), ("en/about/",)),
    # ProperDocs: the last section of guide part 1.
    Query("", "ProperDocs", ("blog/guide-start/",), ("en/blog/guide-start/",)),
    # Live preview: the "预览" section of guide part 1; the landings list "一秒钟的预览". guide-books' preview
    # link for 公众号 is a passing mention.
    Query(
        "",
        "实时预览",
        ("blog/guide-start/",),
        ("en/blog/guide-start/", "series/guide/", "en/series/guide/"),
    ),
    # Tags: guide part 2 ("标签与分类"). Part 4 (inline #tags) and part 3 (tag pages and tag feeds)
    # discuss them in prose: acceptable. Part 1 and part 5 name tags in passing.
    Query(
        "",
        "标签",
        ("blog/guide-writing/",),
        (
            "en/blog/guide-writing/",
            "series/guide/",
            "en/series/guide/",
            "blog/guide-vaults/",
            "blog/guide-languages/",
        ),
    ),
    # Making a course: guide part 2 (landing page front matter, series). Part 1 shows where series/<id>.md
    # goes and `coursebook new series`: acceptable. Part 6 is about following a course as a reader.
    Query(
        "",
        "怎么创建一门课程",
        ("blog/guide-writing/",),
        ("en/blog/guide-writing/", "series/guide/", "en/series/guide/", "blog/guide-start/"),
    ),
    # Chinese typesetting (ragged, no breaks inside words): guide part 3. Part 2 discusses CJK line
    # joining and bold next to Chinese in prose: acceptable.
    Query(
        "",
        "中文排版",
        ("blog/guide-languages/",),
        ("en/blog/guide-languages/", "blog/guide-writing/"),
    ),
    # Reading on a phone: guide part 6 ("在手机上读"). Part 3 and part 4 mention phones once each.
    Query("", "手机阅读", ("blog/guide-deploying/",), ("en/blog/guide-deploying/",)),
    # Search: the "搜索" section of guide part 3. Part 1 discusses rebuilding the search index per
    # language in prose: acceptable. Part 6 names search once.
    Query(
        "",
        "搜索",
        ("blog/guide-languages/",),
        ("en/blog/guide-languages/", "blog/guide-start/"),
    ),
    # ---------------------------------------------------------------- English home: training infrastructure
    # GPU memory: English lessons 1 and 2. Acceptable: their Chinese originals, the paper notes (Chinese,
    # about memory), the course landings. guide-start's "GPU memory" is a sample title in code: not counted.
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
        ),
    ),
    # OOM: same reasoning as on the Chinese home, with the English lessons relevant.
    Query(
        "en/",
        "OOM",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    # Lesson 1's opening question; lesson 2 makes it fit with ZeRO-2 on 8 GPUs (acceptable).
    Query(
        "en/",
        "why doesn't a 7B model fit on one GPU",
        ("en/blog/memory-budget/",),
        ("blog/memory-budget/", "en/blog/zero/", "blog/zero/", "en/series/training-infra/"),
    ),
    # Activations: lesson 1's second section. Lesson 2 adds 18 GB in passing: not counted.
    Query(
        "en/",
        "activation memory",
        ("en/blog/memory-budget/",),
        ("blog/memory-budget/", "en/series/training-infra/", "series/training-infra/"),
    ),
    # FlashAttention: lesson 1.
    Query("en/", "FlashAttention", ("en/blog/memory-budget/",), ("blog/memory-budget/",)),
    # Optimizer state: lesson 2 partitions it; lesson 1 counts Adam's 12 bytes of it.
    Query(
        "en/",
        "optimizer state",
        ("en/blog/zero/", "en/blog/memory-budget/"),
        (
            "blog/zero/",
            "blog/memory-budget/",
            "blog/zero-paper-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    # The three ZeRO stages: lesson 2. The Chinese paper notes discuss them too (acceptable).
    Query(
        "en/",
        "ZeRO stages",
        ("en/blog/zero/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/series/training-infra/", "series/training-infra/"),
    ),
    # ZeRO-R is discussed only in the Chinese paper notes; no English page covers it. en/blog/zero is
    # about ZeRO-DP only.
    Query("en/", "ZeRO-R", ("blog/zero-paper-notes/",), ()),
    # Data parallelism: lesson 2. The Megatron notes discuss data parallelism's place in PTD-P and the
    # paper notes its redundancy: acceptable.
    Query(
        "en/",
        "data parallelism",
        ("en/blog/zero/",),
        (
            "blog/zero/",
            "blog/zero-paper-notes/",
            "en/blog/megatron-notes/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    # Megatron-LM: the English reading notes. Lesson 3 (Chinese) explains Megatron's tensor-parallel split
    # of the MLP block: acceptable. The paper notes only link the Megatron notes.
    Query("en/", "Megatron-LM", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # The pipeline bubble is covered in English by the Megatron notes, so the Chinese lesson 3 is
    # acceptable rather than relevant.
    Query("en/", "pipeline bubble", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # Typo of "pipeline parallelism": the Megatron notes (English) discuss it; lesson 3 (Chinese) too.
    Query(
        "en/",
        "pipline parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/", "series/training-infra/"),
    ),
    # Tensor parallelism: the Megatron notes say where it belongs (inside a node) and why; lesson 3
    # (Chinese) explains it in full and is acceptable because an English page covers the topic.
    Query(
        "en/",
        "tensor parallelism",
        ("en/blog/megatron-notes/",),
        ("blog/tensor-pipeline/", "en/series/training-infra/", "series/training-infra/"),
    ),
    # The interleaved schedule: the Megatron notes.
    Query("en/", "interleaved schedule", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # 1F1B: the Megatron notes name it in prose; lesson 3 discusses the same schedule's bubble (1F1B only
    # in its code's docstring): acceptable.
    Query("en/", "1F1B", ("en/blog/megatron-notes/",), ("blog/tensor-pipeline/",)),
    # PTD-P: the Megatron notes.
    Query("en/", "PTD-P", ("en/blog/megatron-notes/",), ()),
    # algbw and busbw: the busbw post.
    Query("en/", "busbw vs algbw", ("en/blog/busbw/",), ()),
    # nccl-tests: the busbw post.
    Query("en/", "nccl-tests", ("en/blog/busbw/",), ()),
    # Ring all-reduce: the busbw post derives its factor, lesson 2 its volume. The Chinese paper notes'
    # note on all-reduce = reduce-scatter + all-gather is acceptable. The Megatron notes name all-reduces
    # once.
    Query(
        "en/",
        "ring all-reduce",
        ("en/blog/busbw/", "en/blog/zero/"),
        ("blog/zero/", "blog/zero-paper-notes/"),
    ),
    # Not covered: NCCL timeouts are announced as the next on-call post but not written. The Xid post opens
    # with the NCCL-timeout symptom and says what to check first: acceptable. The busbw post is about
    # bandwidth, not timeouts.
    Query("en/", "NCCL timeout", (), ("blog/xid-errors/",)),
    # Checkpoint interval: no English page covers it, so the Chinese lesson 4 is relevant. The English
    # landing names "how often to checkpoint"; the Chinese landing lists lesson 4's title.
    Query(
        "en/",
        "checkpoint interval",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    # Typo of "checkpoint"; same judgement.
    Query(
        "en/",
        "how often to checkpiont",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    # Fault tolerance: lesson 4 (Chinese only). en/about's "recovering from failures" is a passing mention.
    Query(
        "en/",
        "fault tolerance",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    # Young's approximation: lesson 4.
    Query("en/", "Young's approximation", ("blog/checkpointing/",), ()),
    # Xid: the Chinese on-call post; no English page covers it.
    Query("en/", "Xid errors", ("blog/xid-errors/",), ("series/oncall/",)),
    # The Xid 79 message, quoted in the on-call post.
    Query("en/", "GPU has fallen off the bus", ("blog/xid-errors/",), ("series/oncall/",)),
    # Row remapping (nvidia-smi -q -d ROW_REMAPPER): the on-call post's last section.
    Query("en/", "row remapping", ("blog/xid-errors/",), ()),
    # On-call: the Chinese on-call course and its part; en/about's "on-call notes" is a passing mention.
    Query("en/", "on-call", ("series/oncall/", "blog/xid-errors/"), ()),
    # FP8: number-formats (Chinese only).
    Query("en/", "FP8", ("blog/number-formats/",), ()),
    # Loss scaling: number-formats (Chinese only).
    Query("en/", "loss scaling", ("blog/number-formats/",), ()),
    # Mixed precision: the English lesson 1 covers mixed precision with Adam, so number-formats (Chinese)
    # is acceptable rather than relevant.
    Query(
        "en/",
        "mixed precision",
        ("en/blog/memory-budget/",),
        ("blog/number-formats/", "blog/memory-budget/"),
    ),
    # Comparing the formats: only number-formats. en/blog/memory-budget names "FP16 or BF16" in passing.
    Query("en/", "bf16 vs fp16", ("blog/number-formats/",), ()),
    # A Chinese term on the English home: the English lessons 1 and 2 cover GPU memory.
    Query(
        "en/",
        "显存",
        ("en/blog/memory-budget/", "en/blog/zero/"),
        (
            "blog/memory-budget/",
            "blog/zero/",
            "blog/zero-paper-notes/",
            "blog/xid-errors/",
            "en/series/training-infra/",
            "series/training-infra/",
        ),
    ),
    # A Chinese term on the English home: no English page covers fault tolerance, so lesson 4 is relevant.
    Query(
        "en/",
        "容错",
        ("blog/checkpointing/",),
        ("en/series/training-infra/", "series/training-infra/"),
    ),
    # Not covered: MoE appears only in an unpublished draft.
    Query("en/", "MoE expert parallelism", (), ()),
    # Not covered: nothing on inference or KV caches.
    Query("en/", "KV cache", (), ()),
    # ---------------------------------------------------------------- English home: the site and the guide
    # WeChat Official Account: guide part 7.
    Query(
        "en/",
        "WeChat official account",
        ("en/blog/guide-books/",),
        ("blog/guide-books/", "en/series/guide/", "series/guide/"),
    ),
    # A Chinese term on the English home: the English guide part 7 uses 公众号 itself.
    Query(
        "en/",
        "公众号",
        ("en/blog/guide-books/",),
        ("blog/guide-books/", "en/series/guide/", "series/guide/"),
    ),
    # EPUB: guide part 7.
    Query(
        "en/",
        "epub",
        ("en/blog/guide-books/",),
        ("blog/guide-books/", "en/series/guide/", "series/guide/"),
    ),
    # PDF export: guide part 7 ("Printed to a PDF"). Printing a course from its one-page version is
    # discussed in parts 2 and 6: acceptable. guide-vaults' PDF is an embedded PDF viewer: not counted.
    Query(
        "en/",
        "export to PDF",
        ("en/blog/guide-books/",),
        ("blog/guide-books/", "en/blog/guide-deploying/", "en/blog/guide-writing/"),
    ),
    # Moving a Hugo site in: guide part 5. Part 2 and part 4 name Hugo's keys in passing or tables.
    Query(
        "en/",
        "migrate from Hugo",
        ("en/blog/guide-moving/",),
        ("blog/guide-moving/", "en/series/guide/", "series/guide/"),
    ),
    # Jekyll: guide part 5. Part 2 names Jekyll only in a table cell and the list of checks.
    Query(
        "en/",
        "jekyll",
        ("en/blog/guide-moving/",),
        ("blog/guide-moving/", "en/series/guide/", "series/guide/"),
    ),
    # Obsidian vaults: guide part 4; part 2 discusses Obsidian notes' callouts, formulas and line breaks.
    Query(
        "en/",
        "obsidian vault",
        ("en/blog/guide-vaults/",),
        ("blog/guide-vaults/", "en/series/guide/", "series/guide/", "en/blog/guide-writing/"),
    ),
    # Callouts: guide part 4. Parts 2, 5 and 7 name callouts once each.
    Query("en/", "callouts", ("en/blog/guide-vaults/",), ("blog/guide-vaults/",)),
    # Mermaid: guide part 4's Mermaid bullet; part 7's diagrams bullet (acceptable). Lesson 3 has a
    # mermaid code block only; part 1 names Mermaid once.
    Query(
        "en/",
        "mermaid diagrams",
        ("en/blog/guide-vaults/",),
        ("blog/guide-vaults/", "en/blog/guide-books/"),
    ),
    # Deploying to GitHub Pages: guide part 6; part 1's "Deploys from the cache" is acceptable.
    Query(
        "en/",
        "deploy to github pages",
        ("en/blog/guide-deploying/",),
        ("blog/guide-deploying/", "en/series/guide/", "series/guide/", "en/blog/guide-start/"),
    ),
    # Feeds: guide part 3's "Feeds" section. Other guide parts name feeds in passing or in YAML.
    Query("en/", "rss feed", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    # Translating: guide part 3.
    Query(
        "en/",
        "translate a post",
        ("en/blog/guide-languages/",),
        ("blog/guide-languages/", "en/series/guide/", "series/guide/"),
    ),
    # Drafts: guide part 2; parts 3 and 1 discuss drafts in prose (acceptable).
    Query(
        "en/",
        "drafts",
        ("en/blog/guide-writing/",),
        (
            "blog/guide-writing/",
            "en/series/guide/",
            "series/guide/",
            "en/blog/guide-languages/",
            "en/blog/guide-start/",
        ),
    ),
    # Keys n and p: guide part 6. Part 3's `/` and `s` for search is a passing mention.
    Query("en/", "keyboard shortcuts", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    # Reading progress: guide part 6.
    Query("en/", "reading progress", ("en/blog/guide-deploying/",), ("blog/guide-deploying/",)),
    # KaTeX: guide part 2; parts 4, 5 and 7 discuss math in prose (acceptable).
    Query(
        "en/",
        "katex",
        ("en/blog/guide-writing/",),
        ("blog/guide-writing/", "en/blog/guide-vaults/", "en/blog/guide-moving/", "en/blog/guide-books/"),
    ),
    # Line breaks inside paragraphs (hard_breaks): guide part 2.
    Query("en/", "hard line breaks", ("en/blog/guide-writing/",), ("blog/guide-writing/",)),
    # Search: guide part 3's "Search" section; part 1 discusses the search index in deploys (acceptable).
    Query(
        "en/",
        "search",
        ("en/blog/guide-languages/",),
        ("blog/guide-languages/", "en/blog/guide-start/"),
    ),
    # Open Graph: guide part 3's "Shared links".
    Query("en/", "Open Graph", ("en/blog/guide-languages/",), ("blog/guide-languages/",)),
    # Coursebook: the guide's landing and its first part are about it. Every other English guide part is
    # a substantive discussion of it (acceptable), as is en/about ("built with Coursebook").
    Query(
        "en/",
        "coursebook",
        ("en/series/guide/", "en/blog/guide-start/"),
        (
            "series/guide/",
            "blog/guide-start/",
            "en/about/",
            "en/blog/guide-writing/",
            "en/blog/guide-languages/",
            "en/blog/guide-vaults/",
            "en/blog/guide-moving/",
            "en/blog/guide-deploying/",
            "en/blog/guide-books/",
        ),
    ),
    # Who writes the blog: en/about. guide-writing's `names: {en: Lin Qiao}` is a table cell.
    Query("en/", "who writes this blog", ("en/about/",), ("about/",)),
]

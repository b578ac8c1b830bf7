"""Held-out search queries, set 14, with relevance judgements.

Written on 2026-12-07 by a reader-judge helper, as set 14. The helper judged as a reader of the blog
would, not as someone building its search. It read only the Markdown under docs/ (every post, every
course landing page, both about pages and both home pages, front matter included), lines 1-20 of
tests/browser/search_queries.py (the Query type), the module docstring of set 12 (read through the
ast module, never the queries of that or any other set) and the line-length setting of
pyproject.toml. It ran no search, test, build, server or browser, and opened no code,
configuration (mkdocs.yml included), hook, override, template, benchmark, README, CHANGELOG,
ARCHITECTURE, test artifact, git history or other test file of the repository.

How the set was made: 55 queries are typed on the Chinese home (start "") and 55 on the English
home (start "en/"). This time the readers imitated mostly arrive with a problem in their own words:
an engineer whose training job died with a CUDA error or an NCCL timeout, a student reviewing
ZeRO, tensor and pipeline parallelism for an interview, a manager skimming which courses the blog
has, a technical writer weighing the site's tooling (starting a site, writing, importing an old
blog, publishing, translating, exporting for WeChat), and someone who half-remembers a formula or
a figure (65504, 16 bytes a parameter, 3,072 A100s). Plain terms and short phrases for the topics
of the posts come first; then questions in either language, abbreviations and jargon as
practitioners say them, a few misspellings, synonyms, queries in the other language than the
home, mixed Chinese-English queries, fragments copied from the posts, and ten queries on topics
the blog does not cover (five on each home, relevant=()); two of these are the topics of the
unpublished draft and of the post scheduled for 2099. Every published post, both about pages and
every course landing page is relevant in at least one query. For each query, docs/ (Markdown only)
was grepped for its words and their obvious variants (case, plural, Chinese and English synonyms),
and the text around each hit was read before any page was judged.

Published pages: a Chinese post under docs/blog/posts/ (in any sub-folder) is at blog/<file name
without .md>/, an English one under docs/en/blog/posts/ (in any sub-folder) at en/blog/<file
name>/; no post sets slug:. The about pages are about/ and en/about/; the course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and
en/series/guide/ (the on-call course has no English landing page). Never a result: the draft on
MoE routing (draft: true), the post on elastic training dated 2099-01-01 (after 2026-12-07), the two
home pages, and whatever stands inside Obsidian %%comments%% (the comment at the end of the ZeRO
paper notes is not part of that page).

Judgement rules: `relevant` holds the pages a reader who types the query on that home must get,
the pages actually about it. A page in the home's language that covers the topic is preferred; a
page that exists only in the other language (the notes on nccl-tests and on Megatron-LM in
English; the posts on number formats, Xid errors, checkpointing, tensor and pipeline parallelism
and the ZeRO paper in Chinese) is relevant only when no page in the home's language covers the
topic. `acceptable` pages neither help nor hurt: pages whose prose discusses the topic
substantively without being the main answer, the other-language version of a relevant page, and a
course landing page whose description, introduction or list of parts (the titles and descriptions
of its parts) names the topic. Any other page returned counts against precision, in particular
pages that hold the words only in a code block, a YAML or configuration example, a table cell or
the text of a link, or that name them once in passing (the guide's parts name several training
terms, such as 梯度累积, 容错, 显存 or ZeRO, only as examples of commands or of how search treats
words). A query on a topic the blog does not cover has relevant=(); a page that mentions such a
topic in a sentence may still be acceptable.

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine;
if a judgement is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

# Chinese posts
MEM = "blog/memory-budget/"
ZERO = "blog/zero/"
TP = "blog/tensor-pipeline/"
CKPT = "blog/checkpointing/"
XID = "blog/xid-errors/"
FMT = "blog/number-formats/"
ZPN = "blog/zero-paper-notes/"
G_START = "blog/guide-start/"
G_WRITE = "blog/guide-writing/"
G_LANG = "blog/guide-languages/"
G_VAULT = "blog/guide-vaults/"
G_MOVE = "blog/guide-moving/"
G_DEPLOY = "blog/guide-deploying/"
G_BOOKS = "blog/guide-books/"
GUIDES_ZH = (G_START, G_WRITE, G_LANG, G_VAULT, G_MOVE, G_DEPLOY, G_BOOKS)

# English posts
EN_MEM = "en/blog/memory-budget/"
EN_ZERO = "en/blog/zero/"
BUSBW = "en/blog/busbw/"
MEGA = "en/blog/megatron-notes/"
EN_START = "en/blog/guide-start/"
EN_WRITE = "en/blog/guide-writing/"
EN_LANG = "en/blog/guide-languages/"
EN_VAULT = "en/blog/guide-vaults/"
EN_MOVE = "en/blog/guide-moving/"
EN_DEPLOY = "en/blog/guide-deploying/"
EN_BOOKS = "en/blog/guide-books/"
GUIDES_EN = (EN_START, EN_WRITE, EN_LANG, EN_VAULT, EN_MOVE, EN_DEPLOY, EN_BOOKS)

# Other pages
ABOUT = "about/"
EN_ABOUT = "en/about/"
S_INFRA = "series/training-infra/"
S_ONCALL = "series/oncall/"
S_GUIDE = "series/guide/"
EN_S_INFRA = "en/series/training-infra/"
EN_S_GUIDE = "en/series/guide/"

ZH = ""
EN = "en/"

HELDOUT_14 = [
    # ---- Chinese home: the memory bill and ZeRO ----
    Query(ZH, "显存帐怎么算", (MEM,), (EN_MEM, S_INFRA, ZERO)),
    Query(ZH, "7B模型 80G 卡 为什么装不下", (MEM,), (EN_MEM, ZERO, S_INFRA)),
    Query(ZH, "每个参数16字节", (MEM,), (ZERO, ZPN, EN_MEM, S_INFRA)),
    Query(ZH, "激活值 随序列长度 增长", (MEM,), (EN_MEM, S_INFRA)),
    Query(ZH, "ZeRO-1 ZeRO-2 ZeRO-3 区别", (ZERO, ZPN), (EN_ZERO, S_INFRA)),
    Query(ZH, "ZeRO 论文 笔记", (ZPN,), (ZERO,)),
    Query(ZH, "FSDP 和 ZeRO-3 什么关系", (ZPN,), (ZERO,)),
    Query(ZH, "数据并行省的是时间，不省显存", (ZPN,), (ZERO,)),
    Query(ZH, "数据并行 all-reduce 通信量", (ZERO,), (ZPN, EN_ZERO, BUSBW, S_INFRA)),
    # ---- Chinese home: tensor, pipeline and the English-only notes ----
    Query(ZH, "张量并行", (TP,), (MEGA, S_INFRA)),
    Query(ZH, "流水先并行 空泡", (TP,), (MEGA, S_INFRA)),
    Query(ZH, "Megatron 的列切分和行切分", (TP,), (MEGA,)),
    Query(ZH, "interleaved 1F1B 调度", (MEGA,), (TP, S_INFRA)),
    Query(ZH, "PTD-P 三种并行怎么组合", (MEGA,), (TP,)),
    Query(ZH, "nccl-tests 结果怎么看", (BUSBW,), ()),
    Query(ZH, "busbw 和 algbw 区别", (BUSBW,), ()),
    Query(ZH, "总线带宽", (BUSBW,), ()),
    # ---- Chinese home: on call ----
    Query(ZH, "Xid 79", (XID,), (S_ONCALL,)),
    Query(ZH, "CUDA error: an illegal memory access", (XID,), (S_ONCALL,)),
    Query(ZH, "双比特 ECC 错误 要不要换卡", (XID,), (S_ONCALL,)),
    Query(ZH, "训练任务 NCCL 超时", (XID,), (S_ONCALL,)),
    Query(ZH, "GPU 集群值班手册", (S_ONCALL, XID), ()),
    Query(ZH, "第一步不是看代码，而是看内核日志", (XID,), (S_ONCALL,)),
    # ---- Chinese home: checkpoints and fault tolerance ----
    Query(ZH, "检查点 多久存一次", (CKPT,), (S_INFRA, EN_S_INFRA)),
    Query(ZH, "MTBF checkpoint interval", (CKPT,), (S_INFRA, EN_S_INFRA)),
    Query(ZH, "容错", (CKPT,), (S_INFRA, EN_S_INFRA)),
    # ---- Chinese home: number formats ----
    Query(ZH, "BF16 FP16 区别", (FMT,), ()),
    Query(ZH, "loss scaling", (FMT,), ()),
    Query(ZH, "混合精度 训练 出现 NaN 怎么办", (FMT,), ()),
    Query(ZH, "FP8 E4M3 E5M2", (FMT,), ()),
    Query(ZH, "65504", (FMT,), ()),
    Query(ZH, "混合精度", (FMT, MEM), (EN_MEM, S_INFRA)),
    # ---- Chinese home: the guide ----
    Query(ZH, "coursebook init 建站", (G_START,), (S_GUIDE, EN_START, G_DEPLOY)),
    Query(ZH, "保存后预览很慢", (G_START,), (S_GUIDE, EN_START)),
    Query(ZH, "front matter 字段说明", (G_WRITE,), (S_GUIDE, EN_WRITE, G_MOVE)),
    Query(ZH, "草稿和定时发布", (G_WRITE,), (S_GUIDE, EN_WRITE)),
    Query(ZH, "中英双语 翻译文章", (G_LANG,), (S_GUIDE, EN_LANG, G_START)),
    Query(ZH, "RSS 订阅源", (G_LANG,), (S_GUIDE, EN_LANG, G_WRITE, G_DEPLOY)),
    Query(ZH, "站内搜索 Pagefind", (G_LANG,), (S_GUIDE, EN_LANG, G_START)),
    Query(ZH, "obsidian 库 发布", (G_VAULT,), (S_GUIDE, EN_VAULT, G_WRITE)),
    Query(ZH, "%%注释%% 会不会显示在网页上", (G_VAULT,), (S_GUIDE, EN_VAULT)),
    Query(ZH, "读书笔记 待读 在读 已读", (G_VAULT,), (ABOUT, EN_VAULT, S_GUIDE, ZPN, MEGA)),
    Query(ZH, "Hexo 博客迁移", (G_MOVE,), (S_GUIDE, EN_MOVE)),
    Query(ZH, "部署到 GitHub Pages", (G_DEPLOY,), (S_GUIDE, EN_DEPLOY, G_START)),
    Query(ZH, "导出 epub 电子书", (G_BOOKS,), (S_GUIDE, EN_BOOKS)),
    Query(ZH, "发到公众号 知乎", (G_BOOKS,), (S_GUIDE, EN_BOOKS)),
    Query(ZH, "数学公式 KaTeX", (G_WRITE,), (G_VAULT, G_MOVE, G_BOOKS, EN_WRITE)),
    # ---- Chinese home: who writes, which courses ----
    Query(ZH, "博主是谁", (ABOUT,), (EN_ABOUT,)),
    Query(ZH, "训练基础设施 课程", (S_INFRA,), (MEM, ZERO, TP, CKPT, EN_S_INFRA)),
    Query(ZH, "使用指南", (S_GUIDE,), (*GUIDES_ZH, EN_S_GUIDE)),
    # ---- Chinese home: not covered ----
    Query(ZH, "弹性训练 节点增减", (), ()),
    Query(ZH, "MoE 路由 负载均衡", (), ()),
    Query(ZH, "梯度累积", (), ()),
    Query(ZH, "大模型推理 KV cache", (), ()),
    Query(ZH, "RLHF 奖励模型", (), ()),
    # ---- English home: the memory bill and ZeRO ----
    Query(EN, "memory bill", (EN_MEM,), (EN_S_INFRA, MEM)),
    Query(EN, "how many bytes per parameter with adam", (EN_MEM,), (EN_ZERO, MEM, ZPN, EN_S_INFRA)),
    Query(EN, "7b model doesnt fit 80gb gpu", (EN_MEM,), (EN_ZERO, MEM, EN_S_INFRA)),
    Query(EN, "activation memory long sequence", (EN_MEM,), (MEM, EN_S_INFRA)),
    Query(EN, "ZeRO 三级 每卡显存", (EN_ZERO,), (ZERO, ZPN, EN_S_INFRA)),
    Query(EN, "zero-3 extra communication", (EN_ZERO,), (ZERO, ZPN, EN_S_INFRA)),
    Query(EN, "optimizer state sharding", (EN_ZERO,), (ZERO, ZPN, EN_S_INFRA)),
    Query(EN, "reduce-scatter all-gather", (EN_ZERO, BUSBW), (ZERO, ZPN)),
    Query(EN, "ZeRO paper reading notes", (ZPN,), (EN_ZERO, ZERO)),
    Query(EN, "ZeRO-R fragmentation", (ZPN,), ()),
    # ---- English home: communication and parallelism ----
    Query(EN, "nccl-tests", (BUSBW,), ()),
    Query(EN, "only one of them means what you think it means", (BUSBW,), ()),
    Query(EN, "all_reduce_perf bandwidth lower than nvlink", (BUSBW,), ()),
    Query(EN, "ring allreduce", (BUSBW,), (EN_ZERO, ZERO, ZPN)),
    Query(EN, "Megatron-LM", (MEGA,), (TP,)),
    Query(EN, "interleaved schedule pipeline bubble", (MEGA,), (TP, EN_S_INFRA)),
    Query(EN, "pipline bubble formula", (MEGA,), (TP, EN_S_INFRA)),
    Query(EN, "Tensor parallelism inside a node, pipeline parallelism across nodes", (MEGA,), (TP,)),
    Query(EN, "column parallel row parallel MLP split", (TP,), (EN_S_INFRA,)),
    Query(EN, "trillion parameter model 3072 A100", (MEGA,), (ZPN,)),
    # ---- English home: on call, checkpoints, number formats ----
    Query(EN, "Xid error", (XID,), (S_ONCALL,)),
    Query(EN, "GPU has fallen off the bus", (XID,), (S_ONCALL,)),
    Query(EN, "on-call", (S_ONCALL, XID), ()),
    Query(EN, "值班", (S_ONCALL, XID), ()),
    Query(EN, "how often should I save checkpoints", (CKPT,), (EN_S_INFRA, S_INFRA)),
    Query(EN, "checkpionting fault tolerance", (CKPT,), (EN_S_INFRA, S_INFRA)),
    Query(EN, "bf16 vs fp16 range", (FMT,), ()),
    Query(EN, "loss scaling overflow NaN", (FMT,), ()),
    Query(EN, "mixed precision", (EN_MEM,), (FMT, MEM, EN_S_INFRA)),
    # ---- English home: the guide ----
    Query(EN, "coursebook init", (EN_START,), (EN_S_GUIDE, G_START, EN_DEPLOY)),
    Query(EN, "set up a blog with mkdocs material", (EN_START,), (EN_S_GUIDE, G_START)),
    Query(EN, "live preview slow with hundreds of posts", (EN_START,), (EN_S_GUIDE, G_START)),
    Query(EN, "front matter keys", (EN_WRITE,), (EN_S_GUIDE, G_WRITE, EN_MOVE)),
    Query(EN, "schedule a post for later", (EN_WRITE,), (EN_S_GUIDE, G_WRITE)),
    Query(EN, "course landing page unit lesson", (EN_WRITE,), (EN_S_GUIDE, G_WRITE)),
    Query(EN, "translate a post to Chinese mirror path", (EN_LANG,), (EN_S_GUIDE, G_LANG, EN_START)),
    Query(EN, "translation out of date", (EN_LANG,), (EN_S_GUIDE, G_LANG)),
    Query(EN, "rss atom json feed", (EN_LANG,), (EN_S_GUIDE, G_LANG, EN_WRITE, EN_DEPLOY)),
    Query(EN, "obsidain vault", (EN_VAULT,), (EN_S_GUIDE, G_VAULT, EN_WRITE)),
    Query(EN, "mermaid diagram", (EN_VAULT,), (EN_BOOKS, G_VAULT)),
    Query(EN, "import hexo blog", (EN_MOVE,), (EN_S_GUIDE, G_MOVE)),
    Query(EN, "keep old URLs after migrating from Jekyll", (EN_MOVE,), (EN_S_GUIDE, G_MOVE)),
    Query(EN, "deploy to github pages", (EN_DEPLOY,), (EN_S_GUIDE, G_DEPLOY, EN_START)),
    Query(EN, "reader progress saved localStorage", (EN_DEPLOY,), (EN_S_GUIDE, G_DEPLOY)),
    Query(EN, "epub", (EN_BOOKS,), (EN_S_GUIDE, G_BOOKS)),
    Query(EN, "公众号", (EN_BOOKS,), (EN_S_GUIDE, G_BOOKS)),
    Query(EN, "math formulas katex", (EN_WRITE,), (EN_VAULT, EN_MOVE, EN_BOOKS, G_WRITE)),
    # ---- English home: who writes, which courses ----
    Query(EN, "who writes this blog", (EN_ABOUT,), (ABOUT,)),
    Query(EN, "training infrastructure course", (EN_S_INFRA,), (S_INFRA, EN_MEM, EN_ZERO)),
    Query(EN, "writing with Coursebook guide", (EN_S_GUIDE,), (*GUIDES_EN, S_GUIDE)),
    # ---- English home: not covered ----
    Query(EN, "elastic training", (), ()),
    Query(EN, "kv cache quantization", (), ()),
    Query(EN, "kubernetes gpu scheduling", (), (EN_ABOUT, XID)),
    Query(EN, "LoRA fine-tuning", (), ()),
    Query(EN, "activation recomputation", (), (EN_MEM, MEM)),
]

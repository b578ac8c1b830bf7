"""Held-out search queries, set 20, with relevance judgements.

Set 20 was written on 2026-12-08 by a twelfth reader-judge helper. It judged the pages the way a reader of the blog
would, knowing nothing of how the search is built, and it never looked at how the search works. What it read, and
nothing else: every Markdown file under docs/ (all posts, the draft and the scheduled one included, every course
landing page, both about pages and both home pages, front matter and all), using only find, wc, cat, sed and grep
inside docs/, with every grep restricted to *.md files, so docs/tags.yml and docs/blog/.authors.yml were never
opened or searched; lines 1-20 of tests/browser/search_queries.py, for the Query type; the module docstring of set
19, printed through Python's ast module, and never the queries of that set or the body of any other set; and the one
line of pyproject.toml that `grep -n "line-length" pyproject.toml` prints (120). It did not read any code,
configuration (mkdocs.yml included), hook, override, template, JavaScript, README, CHANGELOG, ARCHITECTURE, test
artifact, git history or other test file, and it ran no search, test, build, server, browser or git command and no
pytest. The commands, in order: `sed -n 1,20p tests/browser/search_queries.py`, then `python -c "import
ast;print(ast.get_docstring(ast.parse(open('tests/browser/heldout_queries_19.py').read())))"`, then `grep -n
"line-length" pyproject.toml` (one shell call); in docs/, `find . -name '*.md' | sort` with a count, and `find .
-name '*.md' | sort | xargs wc -c`; `cat` of every Markdown file of docs/, in six batches (home, about and landing
pages with the posts outside the guide; the Chinese guide in three; the English guide in two), and, for the lines
the tool's output had cut, `sed -n 265,330p` of docs/en/blog/posts/guide/guide-start.md and `sed -n 1,90p`, `sed -n
90,110p` of guide-writing.md, `sed -n 20,200p` of guide-vaults.md and `sed -n 1,110p` of guide-moving.md (the same
folder); `grep -rn --include='*.md' -E '^(slug|draft|date):' .` and `grep -rln --include='*.md' '^slug:' .` and
`grep -rn --include='*.md' -E '^date:'` over the two guide folders, to re-check the URL rules; then about 220 `grep
-rniF --include='*.md' -- WORD .` (some with -c to count hits per file first) in docs/, one per word or variant
judged, in loops over a dozen to two dozen words. On this file alone it then ran the import check (`cd tests/browser
&& python -c "import heldout_queries_20; print(len(heldout_queries_20.QUERIES))"`), a Python check that every path
below is a page of docs/ under the URL rules below, a Python check of line widths, and, from the repository's root,
`ruff format` and `ruff check`.

How the set was made: 110 queries, 55 typed on the Chinese home (start "") and 55 on the English home (start
"en/"), grouped by home and, within a home, by kind, as an ordinary blog's search log would mix them. On each home
27 are plain topic words or short phrases of one to three words in the home's language (激活值, 流水线空泡, 热启动,
作者卡片; FlashAttention, interleaved schedule, backlinks, 404 page); 14 are questions or longer phrases in natural
language (ZeRO-3 的通信量为什么是 1.5 倍, 草稿会不会被发布出去; how often should I save checkpoints, where do I put
an analytics script); the other 14 are 4 terms in the other language than the home's (pipeline bubble, block id on
the Chinese home; 张量并行, 双语站点 on the English one), 3 typos or homophones (检察点, 流水线并形, 显存帐; pipline
bubble, embeded notes, transalte a post), 3 naming a course, a lesson or the author (第 3 讲, 值班手册, 博主; lesson
3, on-call handbook, Guide 4) and 4 identifiers or commands copied from a page (GradScaler, ROW_REMAPPER,
coursebook translate, best_interval_s; all_reduce_perf, COURSEBOOK_NO_CACHE, --dry-run, coursebook export wechat).
No query repeats an example query quoted in set 19's docstring.

Eight queries, four per home, are on topics the blog does not cover, with relevant=() and acceptable=(): 梯度裁剪,
知识蒸馏, 数据集清洗, 怎么给博客文章设置访问密码; LoRA fine-tuning, RLHF, inference serving, how do I password
protect a post. grep over docs/ found no page holding their words or obvious variants: 裁剪, 剪裁, clipping, 范数,
norm, 蒸馏, distill, 知识, teacher, student, 教师, 数据集, dataset, 清洗, cleaning, 清理, 去重, dedup, 过滤, 密码,
password, 加密, 权限, 访问控制, 登录, login, private, 私密, protect, LoRA, low-rank, adapter, 微调, fine-tun, RLHF,
reinforcement, reward, PPO, human feedback, 偏好, inference, 推理, serving, vLLM. The words they share with pages
are common words (梯度, 博客, 文章, 设置, post) or another sense: clip only in the embed examples clip.mp3 and
clip.mp4, 截断 only for cutting excerpts and long paragraphs, 访问 only in the Xid table's 越界访问, serve and
served only for `mkdocs serve` and files a site serves, 强化学习 only inside the YAML and table examples of nested
categories.

URL rules (the same as set 19's; re-checked against docs/ on 2026-12-08, and nothing differs): a Chinese post under
docs/blog/posts/ (in any sub-folder) is at blog/<file name without .md>/, an English one under docs/en/blog/posts/
at en/blog/<file name>/; no post sets slug:. The about pages are about/ and en/about/. The course landing pages are
series/training-infra/, series/oncall/, series/guide/, en/series/training-infra/ and en/series/guide/; the on-call
course has no English landing page. Posts with both versions: the seven guide parts and lessons 1 and 2
(memory-budget and zero); Chinese only: number-formats, zero-paper-notes, xid-errors, checkpointing,
tensor-pipeline; English only: busbw, megatron-notes. The guide's seven parts in each language are dated 2026-11-02
to 2026-11-08, before today. Never a result: the draft on MoE routing (draft: true), the post on elastic training
dated 2099-01-01, the two home pages, and the text of Obsidian %%comments%% (the one closing the ZeRO paper notes).

Judgement rules (set 19's, restated): `relevant` holds the pages a reader typing the query on that home must get,
the pages actually about it, in the home's language when one covers the topic; a page that exists only in the
other language is relevant only when no page in the home's language covers it (so on the English home tensor and
pipeline parallelism go to the Megatron-LM notes with lesson 3 acceptable, and checkpoints, BF16, ECC and Xid go to
the Chinese posts; on the Chinese home ring all-reduce goes to lesson 2 with the nccl-tests notes acceptable). A
query in the other language than the home's is judged by its topic on that home. An identifier found only in a
page's code makes that page relevant when its prose covers what the identifier stands for (GradScaler and dynamic
loss scaling, best_interval_s and Young's approximation, ROW_REMAPPER and row remapping). `acceptable` holds the
pages that neither help nor hurt: pages whose prose discusses the topic substantively without being the main
answer, in either language; the other-language version of a relevant page; the parts of a course for a query
naming that course; and a course landing page, in either language, whose description, introduction or list of
parts names the topic. Any other page returned counts against precision, in particular pages that hold the words
only in code, a Mermaid block, a YAML example, a table cell or the text of a link, or name them once in passing
(the aliases and authors rows of the front-matter table, 404.html in that table and in the limits, 第 3 讲 and
lesson 3 as link texts in the two paper notes, 激活 in the Mermaid block of lesson 3, 激活检查点 in the ZeRO paper
notes for a checkpoint query, 博主 in the guide's paragraph on search, talk.pdf of an Obsidian embed). A query on a
topic the blog does not cover has relevant=() and acceptable=().

This file is a held-out set: keep it unchanged. Do not tune the engine to it or it to the engine; if a judgement
is ever found wrong, write a new set instead.
"""

from __future__ import annotations

from search_queries import Query

# Chinese pages
ABOUT = "about/"
MEMORY = "blog/memory-budget/"
ZERO = "blog/zero/"
TP_PP = "blog/tensor-pipeline/"
CKPT = "blog/checkpointing/"
FORMATS = "blog/number-formats/"
ZERO_NOTES = "blog/zero-paper-notes/"
XID = "blog/xid-errors/"
G_START = "blog/guide-start/"
G_WRITING = "blog/guide-writing/"
G_LANGUAGES = "blog/guide-languages/"
G_VAULTS = "blog/guide-vaults/"
G_MOVING = "blog/guide-moving/"
G_DEPLOYING = "blog/guide-deploying/"
G_BOOKS = "blog/guide-books/"
TI = "series/training-infra/"
ONCALL = "series/oncall/"
GUIDE = "series/guide/"

# English pages
EN_ABOUT = "en/about/"
EN_MEMORY = "en/blog/memory-budget/"
EN_ZERO = "en/blog/zero/"
BUSBW = "en/blog/busbw/"
MEGATRON = "en/blog/megatron-notes/"
GE_START = "en/blog/guide-start/"
GE_WRITING = "en/blog/guide-writing/"
GE_LANGUAGES = "en/blog/guide-languages/"
GE_VAULTS = "en/blog/guide-vaults/"
GE_MOVING = "en/blog/guide-moving/"
GE_DEPLOYING = "en/blog/guide-deploying/"
GE_BOOKS = "en/blog/guide-books/"
EN_TI = "en/series/training-infra/"
EN_GUIDE = "en/series/guide/"

HELDOUT_20: tuple[Query, ...] = (
    # ---- Chinese home: plain topic words and short phrases (27) ----
    Query("", "激活值", relevant=(MEMORY,), acceptable=(EN_MEMORY, TI, EN_TI, ZERO_NOTES)),
    Query("", "张量并行", relevant=(TP_PP,), acceptable=(TI, EN_TI, MEGATRON)),
    Query("", "流水线空泡", relevant=(TP_PP,), acceptable=(MEGATRON,)),
    Query("", "检查点间隔", relevant=(CKPT,), acceptable=(TI, EN_TI)),
    Query("", "FP8", relevant=(FORMATS,)),
    Query("", "显存碎片", relevant=(ZERO_NOTES,)),
    Query("", "双链", relevant=(G_VAULTS,), acceptable=(GE_VAULTS,)),
    Query("", "笔记嵌入", relevant=(G_VAULTS,), acceptable=(GE_VAULTS,)),
    Query(
        "",
        "订阅源",
        relevant=(G_LANGUAGES,),
        acceptable=(GE_LANGUAGES, G_WRITING, GE_WRITING, G_DEPLOYING, GE_DEPLOYING, GUIDE, EN_GUIDE),
    ),
    Query("", "双语标签", relevant=(G_WRITING,), acceptable=(GE_WRITING, GUIDE, EN_GUIDE)),
    Query("", "译文同步", relevant=(G_LANGUAGES,), acceptable=(GE_LANGUAGES,)),
    Query("", "定时发布", relevant=(G_WRITING,), acceptable=(GE_WRITING,)),
    Query("", "阅读进度", relevant=(G_DEPLOYING,), acceptable=(GE_DEPLOYING,)),
    Query(
        "",
        "打印课程",
        relevant=(G_WRITING, G_DEPLOYING),
        acceptable=(GE_WRITING, GE_DEPLOYING, G_BOOKS, GE_BOOKS, GUIDE, EN_GUIDE),
    ),
    Query("", "Mermaid 图表", relevant=(G_VAULTS,), acceptable=(GE_VAULTS, G_BOOKS, GE_BOOKS)),
    Query("", "博客搬家", relevant=(G_MOVING,), acceptable=(GE_MOVING, GUIDE, EN_GUIDE)),
    Query("", "行内公式", relevant=(G_WRITING,), acceptable=(GE_WRITING, G_VAULTS, GE_VAULTS)),
    Query("", "中文排版", relevant=(G_LANGUAGES,), acceptable=(GE_LANGUAGES, G_WRITING, GE_WRITING)),
    Query("", "知乎", relevant=(G_BOOKS,), acceptable=(GE_BOOKS, GUIDE, EN_GUIDE)),
    Query("", "热启动", relevant=(G_START,), acceptable=(GE_START,)),
    Query("", "作者卡片", relevant=(G_START,), acceptable=(GE_START,)),
    Query("", "平均无故障时间", relevant=(CKPT,)),
    Query("", "ECC 错误", relevant=(XID,)),
    Query("", "搜索同义词", relevant=(G_LANGUAGES,), acceptable=(GE_LANGUAGES,)),
    Query("", "梯度裁剪", relevant=(), acceptable=()),
    Query("", "知识蒸馏", relevant=(), acceptable=()),
    Query("", "数据集清洗", relevant=(), acceptable=()),
    # ---- Chinese home: questions and longer phrases (14) ----
    Query(
        "",
        "7B 模型为什么一张 80G 的卡放不下",
        relevant=(MEMORY,),
        acceptable=(EN_MEMORY, ZERO, EN_ZERO, TI, EN_TI),
    ),
    Query("", "ZeRO-3 的通信量为什么是 1.5 倍", relevant=(ZERO,), acceptable=(EN_ZERO, ZERO_NOTES)),
    Query("", "检查点存得太勤会怎样", relevant=(CKPT,), acceptable=(TI, EN_TI)),
    Query("", "出现 Xid 79 要不要下线机器", relevant=(XID,), acceptable=(ONCALL,)),
    Query("", "BF16 为什么不需要损失缩放", relevant=(FORMATS,)),
    Query("", "怎么把 Obsidian 库发布成网站", relevant=(G_VAULTS,), acceptable=(GE_VAULTS, GUIDE, EN_GUIDE)),
    Query("", "课程能导出成 PDF 吗", relevant=(G_BOOKS,), acceptable=(GE_BOOKS,)),
    Query(
        "",
        "怎么给文章加英文翻译",
        relevant=(G_LANGUAGES,),
        acceptable=(GE_LANGUAGES, G_START, GE_START, GUIDE, EN_GUIDE),
    ),
    Query("", "怎么部署到 GitHub Pages", relevant=(G_DEPLOYING,), acceptable=(GE_DEPLOYING, GUIDE, EN_GUIDE)),
    Query("", "草稿会不会被发布出去", relevant=(G_WRITING,), acceptable=(GE_WRITING, GUIDE, EN_GUIDE)),
    Query("", "搜索结果是怎么排序的", relevant=(G_LANGUAGES,), acceptable=(GE_LANGUAGES,)),
    Query("", "张量并行度为什么不超过单机卡数", relevant=(TP_PP,), acceptable=(MEGATRON,)),
    Query(
        "",
        "环形 all-reduce 每张卡要收发多少数据",
        relevant=(ZERO,),
        acceptable=(EN_ZERO, BUSBW, ZERO_NOTES),
    ),
    Query("", "怎么给博客文章设置访问密码", relevant=(), acceptable=()),
    # ---- Chinese home: terms in English (4) ----
    Query("", "pipeline bubble", relevant=(TP_PP,), acceptable=(MEGATRON,)),
    Query("", "checkpoint interval", relevant=(CKPT,), acceptable=(TI, EN_TI)),
    Query("", "block id", relevant=(G_VAULTS,), acceptable=(GE_VAULTS,)),
    Query("", "reading progress", relevant=(G_DEPLOYING,), acceptable=(GE_DEPLOYING,)),
    # ---- Chinese home: typos and homophones (3) ----
    Query("", "检察点", relevant=(CKPT,), acceptable=(TI, EN_TI)),
    Query("", "流水线并形", relevant=(TP_PP,), acceptable=(TI, EN_TI, MEGATRON)),
    Query("", "显存帐", relevant=(MEMORY,), acceptable=(EN_MEMORY, TI, EN_TI)),
    # ---- Chinese home: a course, a lesson, the author (3) ----
    Query("", "第 3 讲", relevant=(TP_PP,), acceptable=(TI, EN_TI)),
    Query("", "值班手册", relevant=(ONCALL,), acceptable=(XID,)),
    Query("", "博主", relevant=(ABOUT,), acceptable=(EN_ABOUT,)),
    # ---- Chinese home: identifiers and commands copied from a page (4) ----
    Query("", "GradScaler", relevant=(FORMATS,)),
    Query("", "ROW_REMAPPER", relevant=(XID,)),
    Query("", "coursebook translate", relevant=(G_LANGUAGES,), acceptable=(GE_LANGUAGES,)),
    Query("", "best_interval_s", relevant=(CKPT,)),
    # ---- English home: plain topic words and short phrases (27) ----
    Query("en/", "activations", relevant=(EN_MEMORY,), acceptable=(MEMORY, EN_TI, TI, ZERO_NOTES)),
    Query(
        "en/",
        "optimizer state",
        relevant=(EN_MEMORY, EN_ZERO),
        acceptable=(MEMORY, ZERO, ZERO_NOTES, EN_TI, TI),
    ),
    Query("en/", "interleaved schedule", relevant=(MEGATRON,)),
    Query("en/", "PTD-P", relevant=(MEGATRON,)),
    Query("en/", "algorithm bandwidth", relevant=(BUSBW,)),
    Query("en/", "ring all-reduce", relevant=(BUSBW, EN_ZERO), acceptable=(ZERO, ZERO_NOTES)),
    Query("en/", "ZeRO-3", relevant=(EN_ZERO,), acceptable=(ZERO, ZERO_NOTES, EN_TI, TI)),
    Query("en/", "FlashAttention", relevant=(EN_MEMORY,), acceptable=(MEMORY,)),
    Query("en/", "master weights", relevant=(EN_MEMORY,), acceptable=(MEMORY,)),
    Query("en/", "wikilinks", relevant=(GE_VAULTS,), acceptable=(G_VAULTS,)),
    Query("en/", "callouts", relevant=(GE_VAULTS,), acceptable=(G_VAULTS,)),
    Query("en/", "backlinks", relevant=(GE_VAULTS,), acceptable=(G_VAULTS,)),
    Query(
        "en/",
        "RSS feed",
        relevant=(GE_LANGUAGES,),
        acceptable=(G_LANGUAGES, GE_WRITING, G_WRITING, GE_DEPLOYING, G_DEPLOYING, EN_GUIDE, GUIDE),
    ),
    Query("en/", "outdated translations", relevant=(GE_LANGUAGES,), acceptable=(G_LANGUAGES,)),
    Query("en/", "draft posts", relevant=(GE_WRITING,), acceptable=(G_WRITING, EN_GUIDE, GUIDE)),
    Query("en/", "reading time", relevant=(GE_WRITING,), acceptable=(G_WRITING,)),
    Query(
        "en/",
        "tag pages",
        relevant=(GE_WRITING,),
        acceptable=(G_WRITING, GE_LANGUAGES, G_LANGUAGES, EN_GUIDE, GUIDE),
    ),
    Query("en/", "Jekyll", relevant=(GE_MOVING,), acceptable=(G_MOVING, EN_GUIDE, GUIDE)),
    Query("en/", "redirects", relevant=(GE_MOVING,), acceptable=(G_MOVING,)),
    Query("en/", "EPUB", relevant=(GE_BOOKS,), acceptable=(G_BOOKS, EN_GUIDE, GUIDE)),
    Query("en/", "Mermaid diagrams", relevant=(GE_VAULTS,), acceptable=(G_VAULTS, GE_BOOKS, G_BOOKS)),
    Query("en/", "GitHub Pages", relevant=(GE_DEPLOYING,), acceptable=(G_DEPLOYING, EN_GUIDE, GUIDE)),
    Query("en/", "keyboard shortcuts", relevant=(GE_DEPLOYING,), acceptable=(G_DEPLOYING,)),
    Query("en/", "404 page", relevant=(GE_DEPLOYING,), acceptable=(G_DEPLOYING,)),
    Query("en/", "LoRA fine-tuning", relevant=(), acceptable=()),
    Query("en/", "RLHF", relevant=(), acceptable=()),
    Query("en/", "inference serving", relevant=(), acceptable=()),
    # ---- English home: questions and longer phrases (14) ----
    Query(
        "en/",
        "how much memory does a 7B model need for training",
        relevant=(EN_MEMORY,),
        acceptable=(MEMORY, EN_ZERO, ZERO, EN_TI, TI),
    ),
    Query("en/", "how often should I save checkpoints", relevant=(CKPT,), acceptable=(EN_TI, TI)),
    Query("en/", "does ZeRO-2 add communication", relevant=(EN_ZERO,), acceptable=(ZERO, ZERO_NOTES)),
    Query("en/", "how do I move my Hugo blog over", relevant=(GE_MOVING,), acceptable=(G_MOVING, EN_GUIDE, GUIDE)),
    Query("en/", "how to publish my Obsidian notes", relevant=(GE_VAULTS,), acceptable=(G_VAULTS, EN_GUIDE, GUIDE)),
    Query("en/", "can I export a post for Zhihu", relevant=(GE_BOOKS,), acceptable=(G_BOOKS, EN_GUIDE, GUIDE)),
    Query("en/", "what is the difference between algbw and busbw", relevant=(BUSBW,)),
    Query(
        "en/",
        "how many micro-batches do I need to hide the pipeline bubble",
        relevant=(MEGATRON,),
        acceptable=(TP_PP,),
    ),
    Query("en/", "why train in BF16 instead of FP16", relevant=(FORMATS,)),
    Query("en/", "what should I do when a GPU reports ECC errors", relevant=(XID,)),
    Query("en/", "how do I deploy without GitHub Actions", relevant=(GE_DEPLOYING,), acceptable=(G_DEPLOYING,)),
    Query(
        "en/",
        "how do I keep a translation in sync with the original",
        relevant=(GE_LANGUAGES,),
        acceptable=(G_LANGUAGES,),
    ),
    Query("en/", "where do I put an analytics script", relevant=(GE_START,), acceptable=(G_START,)),
    Query("en/", "how do I password protect a post", relevant=(), acceptable=()),
    # ---- English home: terms in Chinese (4) ----
    Query("en/", "张量并行", relevant=(MEGATRON,), acceptable=(TP_PP, EN_TI, TI)),
    Query("en/", "检查点", relevant=(CKPT,), acceptable=(EN_TI, TI)),
    Query("en/", "知乎", relevant=(GE_BOOKS,), acceptable=(G_BOOKS, EN_GUIDE, GUIDE)),
    Query(
        "en/",
        "双语站点",
        relevant=(GE_LANGUAGES,),
        acceptable=(G_LANGUAGES, GE_START, G_START, EN_GUIDE, GUIDE),
    ),
    # ---- English home: typos (3) ----
    Query("en/", "pipline bubble", relevant=(MEGATRON,), acceptable=(TP_PP,)),
    Query("en/", "embeded notes", relevant=(GE_VAULTS,), acceptable=(G_VAULTS,)),
    Query("en/", "transalte a post", relevant=(GE_LANGUAGES,), acceptable=(G_LANGUAGES, GE_START, G_START)),
    # ---- English home: a course, a lesson, a part (3) ----
    Query("en/", "lesson 3", relevant=(TP_PP,), acceptable=(EN_TI, TI)),
    Query("en/", "on-call handbook", relevant=(ONCALL,), acceptable=(XID,)),
    Query("en/", "Guide 4", relevant=(GE_VAULTS,), acceptable=(G_VAULTS, EN_GUIDE, GUIDE)),
    # ---- English home: identifiers and commands copied from a page (4) ----
    Query("en/", "all_reduce_perf", relevant=(BUSBW,)),
    Query("en/", "COURSEBOOK_NO_CACHE", relevant=(GE_START,), acceptable=(G_START,)),
    Query("en/", "--dry-run", relevant=(GE_MOVING,), acceptable=(G_MOVING,)),
    Query("en/", "coursebook export wechat", relevant=(GE_BOOKS,), acceptable=(G_BOOKS,)),
)

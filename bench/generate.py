"""Generate a synthetic bilingual corpus laid out as the README's writing guide says (posts, series, translations).

    python bench/generate.py --posts 300 --out /tmp/corpus-300 [--seed 7]

Half the posts are Chinese (~1,500 characters with English terms mixed in),
half English (~800 words); a third sit in series of 4-10 parts; each has two
fenced code blocks, inline and display math, a table and an admonition; a few
are translated, a few are drafts. The same seed gives the same files.
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta
from pathlib import Path

ZH_WORDS = (
    "显存 训练 梯度 参数 优化器 通信 带宽 延迟 吞吐 集群 节点 调度 检查点 容错 流水线 张量 并行 切分 "
    "激活 重计算 精度 数值 缩放 算子 内核 编译 缓存 数据 加载 预取 存储 网络 拓扑 故障 告警 值班 日志"
).split()
ZH_GLUE = "的 是 在 把 和 与 会 要 就 也 都 而 但 所以 因为 如果".split()
EN_TERMS = "NCCL all-reduce ZeRO FSDP BF16 FP8 NVLink RDMA kernel PyTorch checkpoint".split()
EN_WORDS = (
    "memory training gradient parameter optimizer communication bandwidth latency throughput cluster node "
    "scheduler checkpoint failure pipeline tensor parallel shard activation precision kernel cache network"
).split()
EN_GLUE = "the a of to and in that is for with on as by it this from at be".split()
TAGS = [
    "显存",
    "通信",
    "容错",
    "并行",
    "精度",
    "调度",
    "存储",
    "memory",
    "communication",
    "parallelism",
    "precision",
    "R&D",
]
CATEGORIES = ["训练基础设施", "工程随笔", "读论文", "Notes"]


def zh_paragraph(rng: random.Random, chars: int) -> str:
    out, size = [], 0
    while size < chars:
        word = rng.choice(ZH_WORDS) if rng.random() < 0.6 else rng.choice(ZH_GLUE)
        if rng.random() < 0.06:
            word = f" {rng.choice(EN_TERMS)} "
        out.append(word)
        size += len(word)
        if rng.random() < 0.08:
            out.append("，" if rng.random() < 0.7 else "。")
    return "".join(out).strip() + "。"


def en_paragraph(rng: random.Random, words: int) -> str:
    chosen = [rng.choice(EN_WORDS + EN_TERMS) if rng.random() < 0.5 else rng.choice(EN_GLUE) for _ in range(words)]
    return " ".join(chosen).capitalize() + "."


def body(rng: random.Random, lang: str) -> str:
    para = (lambda: zh_paragraph(rng, 400)) if lang == "zh" else (lambda: en_paragraph(rng, 140))
    code = "\n".join(f"    x{i} = compute(x{i - 1}, rank={i})" for i in range(1, 12))
    return f"""{para()}

<!-- more -->

## {"背景" if lang == "zh" else "Background"}

{para()} $M = 16\\Psi$ {"以及" if lang == "zh" else "and"} $t = S / B$.

$$
T^\\ast \\approx \\sqrt{{2\\,C\\,M}}
$$

```python linenums="1"
def step(batch):
{code}
    return x11
```

| {"项目" if lang == "zh" else "Item"} | {"数值" if lang == "zh" else "Value"} |
| --- | ---: |
| A | {rng.randint(1, 999)} |
| B | {rng.randint(1, 999)} |

!!! note "{"提示" if lang == "zh" else "Note"}"
    {para()}

{para()}

```bash
torchrun --nproc-per-node 8 train.py --steps {rng.randint(10, 9999)}
```

{para()}
"""


def post_text(meta: dict, text: str) -> str:
    lines = ["---"]
    for key, value in meta.items():
        if isinstance(value, list):
            lines.append(f"{key}: [{', '.join(repr(v) if v == 'R&D' else v for v in value)}]")
        elif key == "title":
            lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")  # titles hold ': '
        else:
            lines.append(f"{key}: {value}")
    return "\n".join(lines + ["---", "", text])


def generate(posts: int, out: Path, seed: int = 7) -> None:
    """Write ``posts`` posts (and their series pages) under ``out/docs``."""
    rng = random.Random(seed)
    docs = out / "docs"
    start = datetime(2024, 1, 1, 9, 0)
    # 17 hours apart, closer for a corpus that would otherwise run past mid-2026: every post is
    # in the past, so published (5,000 posts 17 hours apart reached 2033, and 3,699 of them
    # were scheduled, not built). Up to 1,200 posts the corpus is as it always was.
    step = min(17.0, (datetime(2026, 6, 1) - start).total_seconds() / 3600 / max(posts, 1))
    series_sizes, in_series = [], 0
    while in_series < posts // 3:
        size = rng.randint(4, 10)
        series_sizes.append(size)
        in_series += size
    plan = [(f"s{i}", part + 1) for i, size in enumerate(series_sizes) for part in range(size)][: posts // 3]
    for index in range(posts):
        lang = "zh" if index % 2 == 0 else "en"
        tree = docs if lang == "zh" else docs / "en"
        date = start + timedelta(hours=step * index)
        meta = {
            "title": (
                f"第{index}篇：{rng.choice(ZH_WORDS)}与{rng.choice(ZH_WORDS)}"
                if lang == "zh"
                else f"Post {index}: {rng.choice(EN_WORDS)} and {rng.choice(EN_WORDS)}"
            ),
            "date": date.strftime("%Y-%m-%d %H:%M:%S"),
            "tags": rng.sample(TAGS, 2),
            "categories": [rng.choice(CATEGORIES)],
        }
        if index < len(plan):
            meta["series"], meta["part"] = plan[index]
        if index % 50 == 7:
            meta["draft"] = "true"
        path = tree / "blog/posts" / str(date.year) / f"post-{index}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(post_text(meta, body(rng, lang)), encoding="utf-8")
        if lang == "zh" and index % 20 == 0:  # a few translations: the mirror path in en/
            twin = docs / "en/blog/posts" / str(date.year) / f"post-{index}.md"
            twin.parent.mkdir(parents=True, exist_ok=True)
            twin.write_text(post_text({**meta, "title": f"Post {index} in English"}, body(rng, "en")), encoding="utf-8")
    for number, size in enumerate(series_sizes):
        for tree in (docs, docs / "en"):
            (tree / "series").mkdir(parents=True, exist_ok=True)
            (tree / f"series/s{number}.md").write_text(
                f"---\ntitle: Series {number}\nparts: {size}\n---\n\nAbout series {number}.\n", encoding="utf-8"
            )
    for tree, title in ((docs, "首页"), (docs / "en", "Home")):
        (tree / "index.md").write_text(f"---\ntitle: {title}\n---\n\n# {title}\n", encoding="utf-8")
    # Four tags named in both languages: one page per pair and language (README, "Tags and categories").
    (docs / "tags.yml").write_text(
        "显存: memory\n通信: communication\n并行: parallelism\n精度: precision\n", encoding="utf-8"
    )
    (docs / "blog/.authors.yml").write_text(
        "authors:\n  bench:\n    name: Bench\n    description: Writes benchmarks\n    avatar: https://example.invalid/a.png\n",
        encoding="utf-8",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    generate(args.posts, args.out, args.seed)
    print(args.out)


if __name__ == "__main__":
    main()

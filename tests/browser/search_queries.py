"""The queries search is judged by (tests/browser/test_search.py, README "Search"): from a
Chinese or an English page, the pages each must return (recall) and the pages it may also
return; anything else it returns counts against precision. Paths are the demo's."""

from __future__ import annotations

from typing import NamedTuple


class Query(NamedTuple):
    start: str  # the page searched from: "" (Chinese home) or "en/"
    text: str
    relevant: tuple[str, ...]  # must be returned
    acceptable: tuple[str, ...] = ()  # may be returned: they do discuss it


GUIDES_EN = tuple(
    f"en/blog/guide-{name}/" for name in ("start", "writing", "languages", "vaults", "moving", "deploying")
)

QUERIES = [
    Query(
        "",
        "显存",
        ("blog/memory-budget/", "blog/zero/", "blog/zero-paper-notes/"),
        ("series/training-infra/", "blog/xid-errors/", "blog/guide-writing/", "blog/guide-languages/"),
    ),
    Query("", "流水线并行", ("blog/tensor-pipeline/",), ("series/training-infra/",)),
    Query("", "张量并行", ("blog/tensor-pipeline/",), ("series/training-infra/", "blog/zero-paper-notes/")),
    Query("", "空泡", ("blog/tensor-pipeline/",)),
    Query("", "检查点", ("blog/checkpointing/",), ("series/training-infra/", "blog/zero-paper-notes/")),
    Query(
        "",
        "混合精度",
        ("blog/number-formats/", "blog/memory-budget/"),
        ("blog/zero-paper-notes/", "blog/guide-writing/"),
    ),
    Query(
        "", "优化器状态", ("blog/zero/", "blog/zero-paper-notes/"), ("blog/memory-budget/", "series/training-infra/")
    ),
    Query("", "故障", ("blog/checkpointing/", "series/oncall/"), ("about/", "series/training-infra/")),
    Query("", "all-reduce", ("blog/zero/", "blog/tensor-pipeline/"), ("blog/zero-paper-notes/",)),
    Query("", "BF16", ("blog/number-formats/", "blog/memory-budget/"), ("en/blog/memory-budget/",)),
    Query(
        "",
        "ZeRO 显存",
        ("blog/zero-paper-notes/", "blog/zero/"),
        ("blog/memory-budget/", "series/training-infra/", "blog/guide-languages/"),
    ),
    Query("", "nccl-tests", ("en/blog/busbw/",)),
    Query(
        "", "pipeline parallelism", ("blog/tensor-pipeline/", "en/blog/megatron-notes/"), ("en/series/training-infra/",)
    ),
    Query("", "量子纠缠色谱仪", ()),  # nothing real: "nothing found", not six loose matches
    # A typo (a word in Mermaid source once matched it): answered as the pages spell it, "memory".
    Query(
        "",
        "memroy",
        ("blog/memory-budget/",),
        ("blog/zero/", "blog/zero-paper-notes/", "en/blog/memory-budget/", "en/blog/zero/"),
    ),
    Query("en/", "memory", ("en/blog/memory-budget/", "en/blog/zero/"), ("en/series/training-infra/", *GUIDES_EN)),
    Query("en/", "memories", ("en/blog/memory-budget/",), ("en/blog/zero/", "en/series/training-infra/", *GUIDES_EN)),
    Query(
        "en/",
        "pipeline parallelism",
        ("blog/tensor-pipeline/", "en/blog/megatron-notes/"),
        ("en/series/training-infra/",),
    ),
    Query(
        "en/",
        "tensor parallelism",
        ("blog/tensor-pipeline/", "en/blog/megatron-notes/"),
        ("en/series/training-infra/",),
    ),
    Query("en/", "checkpoint", ("blog/checkpointing/", "en/series/training-infra/")),
    Query("en/", "busbw", ("en/blog/busbw/",)),
    Query("en/", "Xid", ("blog/xid-errors/",)),
    Query("en/", "bubble", ("en/blog/megatron-notes/", "blog/tensor-pipeline/")),
    Query("en/", "mixed precision", ("en/blog/memory-budget/",), ("en/blog/zero/", "en/blog/guide-writing/")),
    Query("en/", "Obsidian", ("en/blog/guide-vaults/",), (*GUIDES_EN, "en/series/guide/")),
    Query("en/", "fault tolerance", ("en/series/training-infra/", "blog/checkpointing/")),
]

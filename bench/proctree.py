"""Run a command and watch its whole process tree (Linux /proc): wall time, the peak of the
tree's summed memory, and each descendant's lifetime and peak.

    python bench/proctree.py COMMAND ...   # prints one JSON object

The build's children (Pagefind, Node for KaTeX) overlap with MkDocs' own process, so the
memory a build needs is their sum at the worst moment, not the largest one alone (which is
what `getrusage(RUSAGE_CHILDREN)` reports). Sampled every 50 ms: a process that lives less
than that may be missed.

A process's memory is its proportional set size (PSS, /proc/PID/smaps_rollup): a page
shared by n processes counts 1/n in each, so forked workers, which share most of the main
process's pages, are not counted twice. Where PSS cannot be read, the resident size.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

INTERVAL = 0.05
PAGE = os.sysconf("SC_PAGE_SIZE")


def _children() -> dict[int, list[int]]:
    """Each process's children, from /proc/*/stat."""
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        tree.setdefault(int(fields[1]), []).append(int(entry))
    return tree


def _descendants(root: int) -> list[int]:
    tree, found, todo = _children(), [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(tree.get(pid, []))
    return found


def _memory(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        with open(f"/proc/{pid}/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * PAGE
    except OSError:
        return 0


def _name(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            words = [word.decode(errors="replace") for word in cmdline.read().split(b"\0") if word]
    except OSError:
        return "?"
    if not words:
        return "?"
    program = os.path.basename(words[0])
    # `python -m mkdocs build`, `node …/typeset_math.cjs`, `…/pagefind_extended --site …`
    if program.startswith("python") and len(words) > 2 and words[1] == "-m":
        return f"{program} -m {words[2]}"
    if program == "node" and len(words) > 1:
        return f"node {os.path.basename(words[1])}"
    return program


def watch(command: list[str], env: dict[str, str] | None = None) -> dict:
    log = tempfile.TemporaryFile()  # not a pipe: a build with many warnings would fill it and wait
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, env=env)
    peak, seen = 0, {}
    while process.poll() is None:
        now = time.perf_counter() - start
        total = 0
        for pid in _descendants(process.pid):
            used = _memory(pid)
            total += used
            entry = seen.setdefault(pid, {"name": _name(pid), "start": now, "end": now, "peak": 0})
            entry["end"], entry["peak"] = now, max(entry["peak"], used)
        peak = max(peak, total)
        time.sleep(INTERVAL)
    seconds = time.perf_counter() - start
    log.seek(0)
    stderr = log.read().decode(errors="replace")
    return {
        "seconds": seconds,
        "peak_mib": peak / 2**20,
        "code": process.returncode,
        "processes": [
            {
                "name": entry["name"],
                "start": entry["start"],
                "seconds": entry["end"] - entry["start"],
                "peak_mib": entry["peak"] / 2**20,
            }
            for entry in seen.values()
            if entry["name"] != "?"
        ],
        "stderr": stderr[-2000:],
    }


if __name__ == "__main__":
    print(json.dumps(watch(sys.argv[1:])))

"""Forked workers: processes that take a share of a build's pages (features/parallel.py).

A worker is ``os.fork()``: it starts with everything the main process holds, does its
share, sends back a picklable value and the log records it gave, and exits. The main
process gives those records again (``carryover.replay``), so ``--strict`` counts them and
a writer sees each warning once. Nothing here knows of MkDocs.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import pickle
import signal
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

MOST = 4  # processes at most: beyond that, memory grows faster than the build gets quicker
PAGES_EACH = 8  # fewer pages a process than this, and one process is as quick


@dataclass
class Share:
    """Which process makes each page (by src_uri): 0 the main process, 1… its workers.

    Every n-th page goes to the same process, so a site is always split alike, and
    pages of each kind (long courses, short notes) spread over all of them."""

    processes: int
    of: dict[str, int]
    mine: int = 0  # the process this is

    def elsewhere(self, src: str) -> bool:
        """Whether another process makes page ``src``."""
        return self.of.get(src, self.mine) != self.mine


def plan_share(srcs: Sequence[str], processors: int) -> Share | None:
    """Split ``srcs`` over up to ``processors`` processes; None when one process is as quick."""
    processes = min(processors, MOST, len(srcs) // PAGES_EACH)
    if processes < 2:
        return None
    return Share(processes, {src: number % processes for number, src in enumerate(srcs)})


def processors_free() -> int:
    """The processors this process may run on (a container or `taskset` may give it fewer)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def can_fork() -> bool:
    """Linux only: Windows has no fork, and macOS' system libraries are not safe after one."""
    return sys.platform.startswith("linux") and hasattr(os, "fork")


@dataclass
class Result:
    """What a worker sent back: its value, or why it stopped, and the records it logged."""

    value: Any = None
    error: str | None = None
    records: list[logging.LogRecord] = field(default_factory=list)


@dataclass
class Worker:
    pid: int
    reader: int  # the pipe its Result comes through
    progress: int  # the pipe it writes a byte to for each item of its share done
    done: int = 0  # items done, as far as read from ``progress``

    def read_progress(self, wait: bool = False) -> bool:
        """Count what the worker has done since last asked (``wait``: until it says it is done);
        False once it has closed its end (finished, or stopped)."""
        if self.progress < 0:
            return False
        os.set_blocking(self.progress, wait)
        while True:
            try:
                data = os.read(self.progress, 65536)
            except BlockingIOError:
                return True
            if not data:
                os.close(self.progress)
                self.progress = -1
                return False
            self.done += len(data)


@dataclass
class Progress:
    """How far a share's items are done, in their order, the main process's included."""

    share: Share
    order: list[str]
    next: int = 0  # the first item not known to be done
    _rank: list[int] = field(default_factory=list)  # each item's place in its process's share

    def __post_init__(self) -> None:
        seen = [0] * self.share.processes
        for src in self.order:
            process = self.share.of[src]
            self._rank.append(seen[process])
            seen[process] += 1

    def done_before(self, upcoming: str | None, workers: list[Worker]) -> int:
        """How many of the first items are done, the main process being at ``upcoming``
        (None: it has done its share): a worker's item is done once it said so."""
        for worker in workers:
            worker.read_progress()
        while self.next < len(self.order):
            src = self.order[self.next]
            process = self.share.of[src]
            if process == 0 and src == upcoming:
                break
            if process > 0 and self._rank[self.next] >= workers[process - 1].done:
                break
            self.next += 1
        return self.next


def start_workers(
    share: Share, work: Callable[[int, Callable[[], None]], Any], where: Callable[[], int | None]
) -> list[Worker]:
    """Fork a worker for each process of ``share`` but the main one; worker n runs
    ``work(n, done)``, calling ``done()`` after each item of its share; its records are held
    (HeldRecords, placed by ``where``) and sent back."""
    sys.stdout.flush()
    sys.stderr.flush()
    workers: list[Worker] = []
    gc.freeze()  # objects the workers inherit stay out of their collector: fewer pages copied
    try:
        for number in range(1, share.processes):
            reader, writer = os.pipe()
            progress, told = os.pipe()
            pid = os.fork()
            if pid == 0:  # the worker
                for end in (reader, progress, *(fd for other in workers for fd in (other.reader, other.progress))):
                    os.close(end)
                share.mine = number
                _run_worker(work, where, number, writer, told)  # never returns
            os.close(writer)
            os.close(told)
            workers.append(Worker(pid, reader, progress))
    finally:
        gc.unfreeze()
    return workers


def _run_worker(
    work: Callable[[int, Callable[[], None]], Any], where: Callable[[], int | None], number: int, writer: int, told: int
) -> None:
    status = 1
    try:
        kept = HeldRecords(where).hold()  # the main process prints and counts them
        try:
            result = Result(value=work(number, lambda: _tell(told)))
        except BaseException as failed:  # noqa: BLE001 - the main process reports it
            result = Result(error=_describe(failed))
        os.close(told)  # the main process, waiting for progress, goes on to read the result
        result.records = kept.records
        try:
            data = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as failed:  # noqa: BLE001 - a value that cannot be sent is the worker's error
            data = pickle.dumps(Result(error=f"a worker could not send its result back: {_describe(failed)}"))
        with os.fdopen(writer, "wb") as out:
            out.write(data)
        status = 0
    finally:
        os._exit(status)  # no atexit, no MkDocs clean-up: those are the main process's


def finish_workers(workers: list[Worker]) -> list[Result]:
    """Wait for each worker and take what it sent; a worker that stopped without a word
    (killed, out of memory) gives a Result with the reason as its error."""
    results = []
    for worker in workers:
        while worker.read_progress(wait=True):
            pass
        with os.fdopen(worker.reader, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(worker.pid, 0)
        try:
            results.append(pickle.loads(data))
        except Exception:  # noqa: BLE001 - nothing, or half of it: the worker stopped
            results.append(Result(error=f"a worker process stopped ({_exit_reason(status)})"))
    return results


def stop_workers(workers: list[Worker]) -> None:
    """Stop the workers now (the build failed): nothing they send is read."""
    for worker in workers:
        with contextlib.suppress(OSError):
            os.kill(worker.pid, signal.SIGKILL)
            os.waitpid(worker.pid, 0)
        for end in (worker.reader, worker.progress):
            if end >= 0:
                with contextlib.suppress(OSError):
                    os.close(end)


def _exit_reason(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"signal {os.WTERMSIG(status)}"
    return f"exit status {os.waitstatus_to_exitcode(status)}"


def _describe(failed: BaseException) -> str:
    """A worker's error as the main process shows it: MkDocs' own errors by their message
    (as one process would show them), anything else with its traceback (a bug)."""
    if type(failed).__module__.split(".")[0] in ("mkdocs", "properdocs"):
        return str(failed)
    return "".join(traceback.format_exception(failed)).rstrip()


class HeldRecords(logging.Handler):
    """Holds every record the process's loggers give, instead of them (``hold`` to ``let_go``),
    made picklable (the message formatted) and placed: ``where()`` says which page the process
    is on (its place in the build's order, None between pages, which keeps the last place)."""

    def __init__(self, where: Callable[[], int | None]) -> None:
        super().__init__()
        self.where = where
        self.records: list[logging.LogRecord] = []
        self._place = -1
        self._handlers: dict[logging.Logger, list[logging.Handler]] = {}

    def emit(self, record: logging.LogRecord) -> None:
        if (place := self.where()) is not None:
            self._place = place
        kept = {name: getattr(record, name) for name in _RECORD_FIELDS}
        held = {**kept, "msg": record.getMessage(), "args": None, "place": self._place}
        self.records.append(logging.makeLogRecord(held))

    def hold(self) -> HeldRecords:
        """Take every logger's handlers away and hold what they would have been given, at the
        lowest level any of them took."""
        loggers = [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]
        self._handlers = {
            logger: list(logger.handlers)
            for logger in loggers
            if isinstance(logger, logging.Logger) and logger.handlers
        }
        self.setLevel(min((handler.level for handlers in self._handlers.values() for handler in handlers), default=0))
        for logger, handlers in self._handlers.items():
            for handler in handlers:
                logger.removeHandler(handler)
        for logger in {logging.getLogger(), *(logger for logger in self._handlers if not logger.propagate)}:
            logger.addHandler(self)
        return self

    def let_go(self) -> list[logging.LogRecord]:
        """Give the loggers their handlers back; the records held."""
        for logger in [logging.getLogger(), *self._handlers]:
            logger.removeHandler(self)
        for logger, handlers in self._handlers.items():
            for handler in handlers:
                logger.addHandler(handler)
        self._handlers = {}
        return self.records


def in_page_order(*streams: list[logging.LogRecord]) -> list[logging.LogRecord]:
    """The records of several processes as one process would have given them: by the place of
    the page each was given on, each process's own order kept (a page is one process's)."""
    return sorted((record for stream in streams for record in stream), key=lambda record: getattr(record, "place", -1))


_RECORD_FIELDS = ("name", "levelno", "levelname", "pathname", "filename", "module", "lineno", "funcName", "created")


def _tell(told: int) -> None:
    os.write(told, b".")

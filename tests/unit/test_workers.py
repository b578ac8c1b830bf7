"""Forked workers (coursebook/workers.py): what they send back, what they log, how a stopped
one is reported, and how far a share's pages are known to be written."""

from __future__ import annotations

import logging
import os
import signal
import sys

import pytest

from coursebook.workers import PAGES_EACH, Progress, Share, can_fork, finish_workers, plan_share, start_workers

needs_fork = pytest.mark.skipif(not can_fork(), reason="workers are forked on Linux only")


def test_a_share_takes_every_nth_page_and_needs_enough_pages_for_each_process():
    pages = [f"p{number}.md" for number in range(4 * PAGES_EACH)]
    share = plan_share(pages, 2)
    assert share is not None and share.processes == 2
    assert [share.of[page] for page in pages[:4]] == [0, 1, 0, 1]
    assert share.elsewhere("p1.md") and not share.elsewhere("p0.md")
    assert plan_share(pages, 1) is None
    assert plan_share(pages[: 2 * PAGES_EACH - 1], 2) is None  # too few to be worth a second process
    assert plan_share(pages * 10, 64).processes == 4  # type: ignore[union-attr]  # at most MOST


@needs_fork
def test_workers_send_back_their_values_and_what_they_logged(capfd):
    share = Share(3, {})
    printed = logging.StreamHandler(sys.stderr)  # as MkDocs prints its log
    logging.getLogger("mkdocs.plugins.test").addHandler(printed)

    def work(number: int, done) -> str:
        logging.getLogger("mkdocs.plugins.test").warning(f"worker {number} says so")
        return f"from {number}"

    try:
        results = finish_workers(start_workers(share, work, lambda: None))
    finally:
        logging.getLogger("mkdocs.plugins.test").removeHandler(printed)
    assert [result.value for result in results] == ["from 1", "from 2"]
    assert [[record.getMessage() for record in result.records] for result in results] == [
        ["worker 1 says so"],
        ["worker 2 says so"],
    ]
    assert share.mine == 0  # only the workers are someone else
    assert "says so" not in capfd.readouterr().err  # the main process gives them (carryover.replay), once


@needs_fork
def test_a_failing_worker_says_why_and_a_killed_one_that_it_stopped():
    def fail(number: int, done) -> None:
        raise ValueError("no such page")

    [failed] = finish_workers(start_workers(Share(2, {}), fail, lambda: None))
    assert failed.value is None and "ValueError: no such page" in failed.error and "Traceback" in failed.error

    def die(number: int, done) -> None:
        os.kill(os.getpid(), signal.SIGKILL)

    [killed] = finish_workers(start_workers(Share(2, {}), die, lambda: None))
    assert killed.error == "a worker process stopped (signal 9)"


@needs_fork
def test_progress_counts_a_page_written_once_every_page_before_it_is():
    order = [f"p{number}" for number in range(6)]
    share = Share(2, {page: number % 2 for number, page in enumerate(order)})  # p1, p3, p5: the worker's
    reader, writer = os.pipe()

    def write_two(number: int, done) -> None:
        done()
        done()
        os.read(reader, 1)  # wait for the test to let the third page through

    workers = start_workers(share, write_two, lambda: None)
    progress = Progress(share, order)
    while workers[0].done < 2:
        workers[0].read_progress(wait=False)
    assert progress.done_before("p0", workers) == 0  # the main process is writing p0
    assert progress.done_before("p2", workers) == 2  # p0 (main), p1 (worker)
    assert progress.done_before("p4", workers) == 4  # p3 written by the worker too
    assert progress.done_before(None, workers) == 5  # the main process is done; p5 is not yet
    os.write(writer, b".")
    finish_workers(workers)
    os.close(reader)
    os.close(writer)


@needs_fork
def test_a_value_that_cannot_be_sent_back_is_the_worker_s_error():
    [result] = finish_workers(start_workers(Share(2, {}), lambda number, done: lambda: None, lambda: None))
    assert result.value is None and "could not send its result back" in result.error


@needs_fork
def test_a_worker_s_error_stops_the_build_with_mkdocs_own_message():
    from mkdocs.exceptions import PluginError

    from coursebook.features.parallel import _finish
    from coursebook.state import Sharing

    def fail(number: int, done) -> None:
        raise PluginError("docs/a.md: no such template")

    sharing = Sharing(Share(2, {}))
    sharing.workers = start_workers(sharing.share, fail, lambda: None)
    with pytest.raises(PluginError) as stopped:
        _finish(sharing)
    assert str(stopped.value) == "docs/a.md: no such template"  # as one process says it: no traceback
    assert sharing.workers == []

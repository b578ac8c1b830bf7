"""The ``coursebook`` command: start a site, a post, a series or a reading note; translate a
page; check content; build and preview (MkDocs' own commands, without Material's notice)."""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime
from pathlib import Path

import yaml

from coursebook.authors import parse_authors
from coursebook.blogtools import BLOG_TOOLS
from coursebook.checkbuild import build_warnings
from coursebook.document import Document
from coursebook.exporting import FORMATS, POST_FORMATS, export_course, export_post
from coursebook.importer import TOOLS, plan_import, write_import
from coursebook.lang import LANGS, in_lang
from coursebook.newsite import write_new_site
from coursebook.safewrite import rewrite, write_new
from coursebook.scaffold import NewFile, new_note, new_post, new_series, next_part
from coursebook.schema import NOTE_STATUSES
from coursebook.site import load_settings, load_site, unpublished_note
from coursebook.sources import Sources, read_config, read_sources
from coursebook.terms import parse_terms
from coursebook.translate import translation_of
from coursebook.translations import MISSING, OUTDATED, mark_synced
from coursebook.zhihu import FLAVOURS


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="coursebook", description="Write for a Coursebook site.")
    parser.add_argument(
        "-f",
        "--config-file",
        type=Path,
        default=Path("mkdocs.yml"),
        help="the site's mkdocs.yml (default: ./mkdocs.yml)",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    start = commands.add_parser("init", help="make a new site in an empty folder: coursebook init my-site")
    start.add_argument("folder", type=Path, help="the new site's folder (absent or empty)")
    start.add_argument("--demo", action="store_true", help="with the whole demo site in docs/, not one sample course")
    for name in MKDOCS_COMMANDS:
        commands.add_parser(name, help=f"mkdocs {name} (coursebook {name} --help: its options)", add_help=False)

    new = commands.add_parser("new", help="start a new file with valid front matter (a draft)")
    kinds = new.add_subparsers(dest="kind", required=True)
    post = kinds.add_parser("post", help='a post: coursebook new post "显存账" --series training-infra')
    post.add_argument("title")
    post.add_argument("--series", help="the series id; the part number is the next free one, unless --part says")
    post.add_argument("--part", type=int, help="the part number in the series (a translation: the original's)")
    note = kinds.add_parser("note", help="a reading note on a paper or book")
    note.add_argument("title")
    note.add_argument("--source-title", required=True, help="the title of the work the note is about")
    note.add_argument("--url", help="where the work can be read")
    note.add_argument("--authors", default="", help="its authors, comma-separated")
    note.add_argument("--venue", help="where it was published, e.g. 'SC 2020'")
    note.add_argument("--status", choices=NOTE_STATUSES, default="to-read")
    for sub in (post, note):
        sub.add_argument("--slug", help="the URL slug (default: the title in ASCII, Chinese as pinyin)")
    series = kinds.add_parser("series", help="a series (course) landing page")
    series.add_argument("id", help="the series id, also its file name, e.g. training-infra")
    series.add_argument("--title", required=True)
    series.add_argument("--parts", type=int, help="how many parts are planned")
    series.add_argument("--description")
    for sub in (post, note, series):
        sub.add_argument("--lang", choices=LANGS, default="zh", help="zh (default) or en")

    translate = commands.add_parser(
        "translate", help="start the other language's version of a post or landing page, at its mirror path"
    )
    translate.add_argument("path", type=Path, help="the original, e.g. docs/blog/posts/memory.md")
    translate.add_argument(
        "--synced",
        action="store_true",
        help="record that the translation of PATH (or PATH, the translation) is up to date with its original",
    )
    commands.add_parser("translations", help="list every post and landing page with its translation's state")

    commands.add_parser("check", help="check all content without building; exit 1 on any mistake")

    export = commands.add_parser(
        "export", help="a course as a book, a post for elsewhere: coursebook export epub training-infra"
    )
    export.add_argument(
        "kind",
        metavar="{epub,pdf,wechat,zhihu}",
        choices=FORMATS + POST_FORMATS,
        help="a course: epub (an EPUB 3 book), pdf (its one page, printed on A4); a post: wechat (one HTML "
        "file to paste into the 公众号 editor), zhihu (Markdown for 知乎's importer)",
    )
    export.add_argument(
        "course", metavar="COURSE|POST", help="a course's id (docs/series/ID.md); a post's file or slug"
    )
    export.add_argument(
        "--format",
        dest="flavour",
        choices=FLAVOURS,
        default="zhihu",
        help="with zhihu: zhihu (default; formulas as $$…$$) or markdown (掘金, CSDN: $…$ in a line)",
    )
    export.add_argument(
        "--lang", choices=LANGS, default="zh", help="the course's (or slug's) language: zh (default), en"
    )
    export.add_argument(
        "-o", "--output", type=Path, help="where to write it (default: ./COURSE.epub, ./COURSE.en.pdf, …)"
    )

    bring = commands.add_parser(
        "import", help="move a blog written for Hexo, Hugo, Jekyll or Material's blog into docs/"
    )
    bring.add_argument("tool", choices=TOOLS, help="what the blog was written for")
    bring.add_argument(
        "source", type=Path, help="the blog's folder (where its _config.yml, hugo.toml or mkdocs.yml is)"
    )
    bring.add_argument("--lang", choices=LANGS, default="zh", help="the language of its posts: zh (default) or en")
    bring.add_argument("--dry-run", action="store_true", help="print the report only; write nothing")
    return parser


MKDOCS_COMMANDS = ("serve", "build", "gh-deploy")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in MKDOCS_COMMANDS:
        return run_mkdocs(argv)
    args = build_parser().parse_args(argv)
    if args.command == "init":
        return _init(args.folder, args.demo)
    if not args.config_file.is_file():
        print(f"coursebook: {args.config_file} not found: run it in the site's folder or pass -f", file=sys.stderr)
        return 2
    if (unreadable := _unreadable_config(args.config_file)) is not None:
        print(f"coursebook: {args.config_file}: {unreadable}", file=sys.stderr)
        return 2
    if args.command == "import":
        return _import(args, read_config(args.config_file)[1])
    if args.command == "export":
        os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
        if args.kind in POST_FORMATS:
            return export_post(args.config_file, args.kind, args.course, args.lang, args.output, print, args.flavour)
        return export_course(args.config_file, args.kind, args.course, args.lang, args.output, print)
    sources = read_sources(args.config_file)
    if args.command == "check":
        return _check(sources, args.config_file)
    if args.command == "translate" and args.synced:
        return _synced(args.path, sources, read_config(args.config_file)[1])
    if args.command == "translate":
        return _translate(args.path, sources, read_config(args.config_file)[1])
    if args.command == "translations":
        return _translations(sources)
    try:
        new_file = _new_file(args, sources)
    except ValueError as err:
        print(f"coursebook: {err}", file=sys.stderr)
        return 2
    written = _write(read_config(args.config_file)[1], new_file)
    title = getattr(args, "title", "") or ""
    if written == 0 and args.kind in ("post", "note") and not args.slug and not title.isascii():
        slug = Path(new_file.src_uri).stem
        where = in_lang(f"blog/{slug}/", args.lang)
        print(f"  the address is /{where}, from the title's pinyin: pass --slug to choose a shorter one")
    return written


def _unreadable_config(config_file: Path) -> str | None:
    """Why ``config_file`` cannot be read as mkdocs.yml (not UTF-8, not YAML, not a mapping), or None."""
    try:
        read_config(config_file)
    except UnicodeDecodeError as err:
        return f"not UTF-8 text (byte {err.object[err.start]:#04x}); save it as UTF-8"
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        return f"not valid YAML{where}: {getattr(err, 'problem', None) or str(err).splitlines()[0]}"
    except OSError as err:
        return f"cannot be read ({err.strerror})"
    except ValueError as err:  # read, but not a mapping
        return str(err)
    return None


def run_mkdocs(argv: list[str]) -> int:
    """MkDocs' own command line, as ``mkdocs`` runs it, without Material 9's end-of-life
    notice on every run (README, "Material's end of life" says what it means for a site)."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.__main__ import cli

    try:
        cli.main(args=argv, prog_name="coursebook", standalone_mode=True)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 1
    return 0


def _init(folder: Path, demo: bool) -> int:
    try:
        notes = write_new_site(folder, datetime.now().astimezone(), demo)
    except ValueError as err:
        print(f"coursebook: {err}", file=sys.stderr)
        return 2
    except OSError as err:  # a path under a file, a folder it may not write, /proc/…
        where = err.filename or folder
        print(f"coursebook: cannot write {where} ({err.strerror or err})", file=sys.stderr)
        return 2
    for note in notes:
        print(f"note: {note}")
    where = _shown(folder)
    print(f"a new site in {where}/: fill in the lines of mkdocs.yml marked CHANGE, then")
    print(f"  cd {where}")
    print("  python3 -m venv .venv && . .venv/bin/activate && python -m pip install -r requirements.txt && npm ci")
    print("  coursebook serve --dirty")
    return 0


def _new_file(args: argparse.Namespace, site: Sources) -> NewFile:
    now = datetime.now(load_settings(site.extra)[0].zone).replace(second=0, microsecond=0)
    if args.kind == "series":
        return new_series(args.id, args.title, args.lang, args.parts, args.description)
    if args.kind == "note":
        authors = [name.strip() for name in args.authors.split(",") if name.strip()]
        source = {"title": args.source_title, "url": args.url, "authors": authors, "venue": args.venue}
        return new_note(args.title, now, args.lang, source, args.status, args.slug, _sole_author(site))
    if args.series and not any(in_lang(f"series/{args.series}.md", lang) in site.pages for lang in LANGS):
        raise ValueError(
            f"unknown series '{args.series}': create it first with `coursebook new series {args.series} --title …`"
        )
    if args.part is not None and (not args.series or args.part < 1):
        raise ValueError("--part needs --series and a number from 1, e.g. --series training-infra --part 2")
    part = args.part or (next_part(site.pages, args.series, args.lang) if args.series else None)
    return new_post(args.title, now, args.lang, args.slug, args.series, part, authors=_sole_author(site))


def _sole_author(site: Sources) -> list[str]:
    """The author a new post names: the site's only one in blog/.authors.yml (none: leave it to the writer)."""
    authors = parse_authors(site.authors_text)[0]
    return list(authors) if len(authors) == 1 else []


def _write(docs: Path, new_file: NewFile, instead: str = "choose another --slug") -> int:
    """Write ``new_file`` under ``docs`` and print its path as the writer would type it (relative
    to the folder they are in, when it is inside it); never overwrite."""
    path = docs / new_file.src_uri
    shown = _shown(path)
    try:
        write_new(path, new_file.text)
    except FileExistsError:
        what = "is a symbolic link" if path.is_symlink() else "already exists"
        print(f"coursebook: {shown} {what}; nothing written ({instead})", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"coursebook: {shown} cannot be written ({err.strerror or err}); nothing written", file=sys.stderr)
        return 2
    print(shown)
    return 0


def _shown(path: Path) -> str:
    try:
        # The folders resolved, not the name: a link is shown as itself, not as what it points to.
        return (path.parent.resolve() / path.name).relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)


def _check(sources: Sources, config_file: Path) -> int:
    """Print every warning `mkdocs build --strict` would stop on: the content's (the same loading
    pipeline as the build's) and then the rest of the build's (links, anchors, formulas KaTeX
    rejects), from a build into a temporary folder. Exit 1 on any."""
    said, site = build_warnings(config_file)  # a Coursebook site's build logs its content problems too
    problems: list[str] = []
    if site is None:  # MkDocs alone built it: the content is read here
        site = load_site(sources)
        problems = [str(problem) for problem in site.problems]
    problems += [message for message in said if message not in problems]
    for problem in problems:
        print(f"WARNING -  {problem}")
    pages = len(sources.pages) + sum(problem.key == "file" for problem in sources.problems)
    print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in {pages} pages")
    if (note := unpublished_note(site)) is not None:
        print(note)
    # News, not a mistake, unless the site says so (extra.translations.strict): then a warning and exit 1.
    strict = site.settings.strict_translations
    outdated = [
        state
        for src, state in sorted(site.translations.items())
        if src == state.translation and state.state == OUTDATED
    ]
    for state in outdated:
        line = f"{state.translation}: 'translation': {state.describe()} (coursebook translations lists them all)"
        print(f"WARNING -  {line}" if strict else line)
    return 1 if problems or (strict and outdated) else 0


def _translate(path: Path, sources: Sources, docs: Path) -> int:
    src = _src_uri(path, docs)
    if src is None or src not in sources.pages:
        print(f"coursebook: {path} is not a page of {_shown(docs)}/", file=sys.stderr)
        return 2
    zone = load_settings(sources.extra)[0].zone
    try:
        new_file, left = translation_of(
            Document(src, sources.pages[src]), parse_terms(sources.terms_text)[0], datetime.now(zone)
        )
    except ValueError as err:
        print(f"coursebook: {err}", file=sys.stderr)
        return 2
    written = _write(docs, new_file, "it is the translation already: edit it")
    if written == 0:
        print("  a draft with the original's text: translate its title, description and text, then delete draft: true")
        for key in left:
            print(f"  not copied: {key} (the original's own old addresses)")
    return written


def _translations(sources: Sources) -> int:
    """Every post and landing page, one line each: its translation missing, a draft, in sync or
    outdated (since when). Exit 0: an outdated translation is news, not a mistake."""
    states = load_site(sources).translations
    shown = [state for src, state in sorted(states.items()) if src == state.original]
    for state in shown:
        print(f"{state.original} -> {state.translation}: {state.describe()}")
    outdated = sum(state.state == OUTDATED for state in shown)
    print(f"{len(shown)} pages, {outdated} translation{'s' if outdated != 1 else ''} outdated")
    if outdated:
        print("  once a translation says what its original says: coursebook translate --synced PATH")
    return 0


def _synced(path: Path, sources: Sources, docs: Path) -> int:
    """Record in a translation's front matter that it matches its original now."""
    src = _src_uri(path, docs)
    state = load_site(sources).translations.get(src or "")
    if src is None or state is None or state.state == MISSING:
        print(f"coursebook: {path} is not a post or landing page with a translation", file=sys.stderr)
        return 2
    target = docs / state.translation
    zone = load_settings(sources.extra)[0].zone
    try:
        text = mark_synced(
            target.read_text(encoding="utf-8"),
            Document(state.original, sources.pages[state.original]),
            datetime.now(zone).date(),
        )
    except (OSError, UnicodeDecodeError, ValueError) as err:
        print(f"coursebook: {_shown(target)}: {err}", file=sys.stderr)
        return 2
    try:
        rewrite(target, text)
    except OSError as err:
        print(f"coursebook: {_shown(target)}: {err.strerror or err}", file=sys.stderr)
        return 2
    print(f"{state.translation}: in sync with {state.original} as of today")
    return 0


def _src_uri(path: Path, docs: Path) -> str | None:
    """``path`` as a page of ``docs``: given from the folder the writer is in, or from docs/."""
    for candidate in (path, docs / path):
        try:
            return candidate.resolve().relative_to(docs.resolve()).as_posix()
        except ValueError:
            continue
    return None


def _import(args: argparse.Namespace, docs: Path) -> int:
    if not args.source.is_dir():
        print(f"coursebook: {args.source} is not a folder", file=sys.stderr)
        return 2
    notes: list[str] = []
    moved = plan_import(args.tool, args.source, args.lang, notes)  # read only; written below
    for note in notes:
        print(f"note: {note}")
    if not moved:
        tool = BLOG_TOOLS[args.tool]
        print(
            f"coursebook: no {args.tool} posts found in {args.source}: they are Markdown files under "
            f"{tool.posts_folder} in the folder that holds {' or '.join(tool.settings_files)}; give that folder",
            file=sys.stderr,
        )
        return 2
    skipped = write_import(moved, docs, dry_run=args.dry_run)  # then the report, with what writing did
    for post in moved:
        print(f"{post.source.relative_to(args.source)} -> {docs.name}/{post.dest}")
        for change in dict.fromkeys(post.changes):
            print(f"    changed: {change}")
        for file, dest in post.assets:
            print(f"    copied: {file.name} -> {docs.name}/{dest}")
        for page, _ in post.made:
            print(f"    made: {docs.name}/{page} (its course's landing page: write its introduction there)")
        for left in post.left:
            print(f"    TO DO: {left}")
    for line in skipped:
        print(f"not written: {line}")
    to_do = sum(len(post.left) for post in moved) + len(skipped)  # what was not written is to do too
    if not args.dry_run:  # and whatever `mkdocs build --strict` would stop on now, from a check build
        stops = build_warnings(args.config_file)[0]
        if stops:
            plural = "s" if len(stops) != 1 else ""
            print(f"mkdocs build --strict would stop on {len(stops)} warning{plural} (a check build):")
        for line in stops:
            print(f"    {line}")
    files = len({dest for post in moved for _, dest in post.assets})  # a file several posts use is one
    verb = "would move" if args.dry_run else "moved"
    written = sum(not post.skip for post in moved) - sum(line.endswith("not written") for line in skipped)
    print(f"{verb} {written} posts and {files} files; {to_do} thing{'s' if to_do != 1 else ''} to do by hand")
    return 0

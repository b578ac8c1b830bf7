"""Material for MkDocs' blog: posts under ``docs/blog/posts/``, settings in ``mkdocs.yml``,
addresses by its blog plugin's ``post_url_format``."""

from __future__ import annotations

import posixpath
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.authors import AUTHORS_FILE
from coursebook.blogtools.base import Blog, BlogTool, Source, post_day
from coursebook.blogtools.edits import files_in
from coursebook.frontmatter import first_heading, read_front_matter
from coursebook.importlinks import is_inside
from coursebook.scaffold import document_text

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost


class Material(BlogTool):
    name = "material"
    settings_files = ("mkdocs.yml",)
    posts_folder = "docs/blog/posts/"
    served = "docs"

    def posts(self, blog: Blog) -> list[Source]:
        folder = blog.root / "docs/blog/posts"
        found = [
            Source(path, path.relative_to(folder).with_suffix("").as_posix()) for path in sorted(folder.rglob("*.md"))
        ]
        # Files beside the posts keep their places, so that the posts' links to them hold; each goes
        # with the post its folder is named after (Material's habit), else with the first post.
        by_name = {source.name: source.assets for source in found}
        for file, dest in files_in(folder, ""):
            by_name.get(dest.split("/")[0], found[0].assets if found else []).append((file, dest))
        return found

    def convert(self, post: ImportedPost, source: Source, blog: Blog) -> None:
        """A date's ``modified:`` (some Material blogs' own key) as ``updated:``, which Material
        documents and Coursebook reads."""
        meta, body, error = read_front_matter(post.text)
        dates = meta.get("date")
        if error or not isinstance(dates, dict) or "modified" not in dates or "updated" in dates:
            return
        meta["date"] = {("updated" if key == "modified" else key): value for key, value in dates.items()}
        post.text = document_text(meta, body.lstrip("\n"))
        post.changes.append("date: modified: written as updated:, the key Material documents")

    def site_files(self, blog: Blog) -> list[tuple[Path, str]]:
        """The blog's authors (``authors_file``, by default ``docs/blog/.authors.yml``), where
        Coursebook reads them."""
        settings = _blog_settings(blog.settings)
        folder = str(settings.get("blog_dir") or "blog").strip("./")
        name = str(settings.get("authors_file") or "{blog}/.authors.yml").replace("{blog}", folder)
        found = blog.root / "docs" / name
        return [(found, AUTHORS_FILE)] if found.is_file() and is_inside(found, blog.root) else []

    def old_url(self, post: ImportedPost, source: Source, meta: dict, blog: Blog) -> str | None:
        """Where Material's blog plugin published the post: ``blog_dir``, then ``post_url_format``
        with its date format, and the title slugified as Material's default does (Unicode kept:
        a Chinese title stays Chinese in the address)."""
        from pymdownx.slugs import slugify

        day = post_day(meta)
        if day is None:
            return None
        settings = _blog_settings(blog.settings)
        name = source.name
        title = str(meta.get("title") or first_heading(read_front_matter(post.text)[1]) or name)
        slug = str(meta.get("slug") or slugify(case="lower")(title, "-"))
        date = str(settings.get("post_url_date_format") or "yyyy/MM/dd")
        for token, value in (("yyyy", f"{day:%Y}"), ("MM", f"{day:%m}"), ("dd", f"{day:%d}")):
            date = date.replace(token, value)
        found = meta.get("categories")
        categories: list = found if isinstance(found, list) else []
        path = str(settings.get("post_url_format") or "{date}/{slug}")
        for token, value in (
            ("{date}", date),
            ("{slug}", slug),
            ("{file}", posixpath.basename(name)),
            ("{categories}", "/".join(slugify(case="lower")(str(c), "-") for c in categories)),
        ):
            path = path.replace(token, value)
        folder = str(settings.get("blog_dir") or "blog").strip("./")
        return "/" + "/".join(part for part in (folder, path.strip("/")) if part) + "/"


def _blog_settings(config: dict) -> dict:
    """The settings of Material's blog plugin in the site's mkdocs.yml ({} without any)."""
    for entry in config.get("plugins") or []:
        if isinstance(entry, dict) and isinstance(entry.get("blog"), dict):
            return entry["blog"]
    return {}

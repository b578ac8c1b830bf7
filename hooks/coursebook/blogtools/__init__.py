"""The tools `coursebook import` reads a blog of, one module each behind one interface
(blogtools/base.py): adding a tool is adding its module and its line here."""

from __future__ import annotations

from coursebook.blogtools.base import Blog, BlogTool, Source
from coursebook.blogtools.hexo import Hexo
from coursebook.blogtools.hugo import Hugo
from coursebook.blogtools.jekyll import Jekyll
from coursebook.blogtools.material import Material

BLOG_TOOLS: dict[str, BlogTool] = {tool.name: tool for tool in (Hexo(), Hugo(), Jekyll(), Material())}

__all__ = ["BLOG_TOOLS", "Blog", "BlogTool", "Source"]

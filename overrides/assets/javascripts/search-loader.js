/*
 * What every page runs of Coursebook's search: the header's button and the "/" and "s" keys open
 * the dialog at once, and the search itself (search.js, about 21 KB compressed) is fetched then,
 * on the reader's first open, not parsed on every page a phone loads. A result's page, opened
 * with ?h=<query>, fetches it too, to mark the words. search.js takes over the dialog once it
 * runs, and searches what the reader typed while it came.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var dialog = document.querySelector("[data-search]");
  var openers = document.querySelectorAll("[data-search-open]"); // the header's, and the 404 page's
  var fetched = false;

  if (new URLSearchParams(location.search).has("h")) fetchSearch();
  if (!dialog || !openers.length || typeof dialog.showModal !== "function") return;

  openers.forEach(function (opener) {
    opener.hidden = false;
    opener.addEventListener("click", open);
  });
  document.addEventListener("keydown", onKey);

  function onKey(event) {
    if (dialog.open || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (event.key === "/" || event.key === "s" || event.key === "S") {
      event.preventDefault();
      open();
    }
  }

  function isTyping(element) {
    return element instanceof HTMLElement &&
      (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
  }

  function open() {
    if (!dialog.open) dialog.showModal();
    dialog.querySelector(".cb-search__input").focus();
    fetchSearch();
  }

  // search.js, once; it binds the dialog's own handlers, so these step aside.
  function fetchSearch() {
    if (fetched) return;
    fetched = true;
    openers.forEach(function (opener) { opener.removeEventListener("click", open); });
    document.removeEventListener("keydown", onKey);
    var search = document.createElement("script");
    search.src = script.dataset.search;
    document.head.appendChild(search);
  }
})();

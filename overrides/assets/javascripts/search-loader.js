/*
 * What every page runs of Coursebook's search: the header's button and the "/" and "s" keys open
 * the dialog, and the search itself (search.js, about 21 KB compressed) is fetched on the reader's
 * first open, not parsed on every page a phone loads. A result's page, opened with ?h=<query>,
 * fetches it too, to mark the words. search.js runs the dialog's box, list and buttons, and
 * searches what the reader typed while it came.
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

  // Opened again, the box's last query is selected, to type over.
  function open() {
    var input = dialog.querySelector(".cb-search__input");
    if (!dialog.open) {
      dialog.showModal();
      input.select();
    }
    input.focus();
    fetchSearch();
  }

  function fetchSearch() {
    if (fetched) return;
    fetched = true;
    var search = document.createElement("script");
    search.src = script.dataset.search;
    document.head.appendChild(search);
  }
})();

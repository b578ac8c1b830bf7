// Material fetches "sitemap.xml" next to every <link rel="alternate"> when a page
// loads, to drive its site-wide language selector (which this site does not use:
// it has a per-page switch). Next to our hreflang and feed links there is no
// sitemap, so each of those fetches would fail with a 404.
// This script runs after Material's bundle, before DOMContentLoaded (deferred): it hides the
// links from that one query, which Material makes on DOMContentLoaded, then puts
// them back right after (our listener is registered after Material's).
(function () {
  var links = Array.prototype.slice.call(document.querySelectorAll('link[rel="alternate"]'));
  links.forEach(function (link) { link.setAttribute("rel", "alternate-pending"); });
  document.addEventListener("DOMContentLoaded", function () {
    links.forEach(function (link) { link.setAttribute("rel", "alternate"); });
  }, { once: true });
})();

// Diagrams the build could not draw (features/diagrams.py draws the rest, data-drawn; ```mermaid
// fences, <pre class="cb-diagram"> holding their source): drawn by Mermaid in the reader's browser. Mermaid is about 800 KB gzipped, so it is fetched from
// the site itself only once a diagram comes near the screen (a page read no further than
// its opening never pays for it, unless a diagram is in its first screen). Each diagram is drawn at its own size in a box that
// scrolls sideways where the screen is narrower, so that its text stays as large as the
// page's (shrunk to a phone's width it was about 5 px high); drawn again when the palette
// changes. Until then, and without JavaScript, the source shows as code.
// The guide, part 6, "For readers".
(function () {
  "use strict";

  var script = document.currentScript;
  // A site that configured Material's own class (class: mermaid) too: taken over before
  // Material's script looks for it at DOMContentLoaded (this one is deferred, so runs first),
  // which would fetch Mermaid from a CDN.
  document.querySelectorAll(".md-typeset .mermaid").forEach(function (block) {
    block.classList.replace("mermaid", "cb-diagram");
  });
  var blocks = Array.prototype.slice.call(document.querySelectorAll(".cb-diagram:not([data-drawn])"));
  if (!blocks.length) return;
  var sources = blocks.map(function (block) { return block.textContent; });
  var drawn = []; // index -> the box holding its drawing
  var loading = null;
  var queue = Promise.resolve(); // Mermaid draws one diagram at a time
  var serial = 0;
  var LEGIBLE = 0.7;

  function loadMermaid() {
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var tag = document.createElement("script");
        tag.src = script.dataset.mermaid;
        tag.onload = resolve;
        tag.onerror = reject;
        document.head.appendChild(tag);
      });
    }
    return loading;
  }

  function theme() {
    return document.body.getAttribute("data-md-color-scheme") === "slate" ? "dark" : "default";
  }

  function draw(index) {
    queue = queue.then(loadMermaid).then(function () {
      var page = getComputedStyle(document.body);
      window.mermaid.initialize({
        startOnLoad: false,
        securityLevel: "strict",
        theme: theme(),
        fontFamily: page.fontFamily,
        // Labels on the page's own background: the dark theme's grey one is under 4.5:1 (axe).
        themeVariables: { edgeLabelBackground: page.getPropertyValue("--md-default-bg-color").trim() || undefined },
      });
      serial += 1;
      return window.mermaid.render("cb-diagram-" + index + "-" + serial, sources[index]);
    }).then(function (result) {
      var box = drawn[index];
      if (!box) {
        box = document.createElement("div");
        box.className = "cb-diagram-box";
        blocks[index].after(box);
        drawn[index] = box;
      }
      box.innerHTML = result.svg;
      var svg = box.querySelector("svg");
      var width = svg && svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
      if (width) {
        // Not shrunk to the column, as Mermaid's max-width would: at most to LEGIBLE of its size
        // (its 16 px text at 11 px), scrolling sideways beyond that.
        svg.style.maxWidth = "none";
        svg.style.width = Math.min(width, Math.max(box.clientWidth, width * LEGIBLE)) + "px";
        svg.removeAttribute("height");
      }
      blocks[index].hidden = true;
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0; // a keyboard can scroll it
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", script.dataset.label);
      }
      // The visible line under a box that scrolls (fit.js, on every page with wide content).
      if (window.coursebookScrolls) window.coursebookScrolls(box, box.scrollWidth > box.clientWidth + 1);
    }).catch(function (error) {
      // Mermaid missing or the source rejected: the source stays, as code.
      console.warn("diagram:", error);
    });
    return queue;
  }

  var started = []; // index -> asked to draw (once; the palette draws again)
  function request(index) {
    if (started[index]) return;
    started[index] = true;
    draw(index);
  }

  function drawAll() {
    blocks.forEach(function (_, index) { request(index); });
    return queue;
  }
  window.coursebookDiagrams = { drawAll: drawAll }; // print.js draws every one before printing

  // Drawn once on screen; once the reader scrolls, already when a third of a screen away. A
  // page that is only opened fetches Mermaid only for a diagram in its first screen.
  if ("IntersectionObserver" in window) {
    var watch = function (margin) {
      var near = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (!entry.isIntersecting) return;
          near.unobserve(entry.target);
          request(blocks.indexOf(entry.target));
        });
      }, { rootMargin: margin });
      blocks.forEach(function (block) { near.observe(block); });
    };
    watch("0px");
    window.addEventListener("scroll", function () { watch("300px 0px"); }, { once: true, passive: true });
  } else {
    drawAll();
  }

  // The palette toggled: the drawn ones again, in its colours.
  new MutationObserver(function () {
    drawn.forEach(function (box, index) { if (box) draw(index); });
  }).observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });
})();

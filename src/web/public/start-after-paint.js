/* global document, requestAnimationFrame, setTimeout */
// Tool pages' HTML already shows the page heading (vite.config.ts writes it). This starts the app one
// frame after that paint, so the browser paints the heading first even when the code is already there
// (a fast link, a warm cache), and on a slow link the scripts do not take bandwidth from the CSS the
// paint waits for. The page's own chunks (data-preload) download alongside the entry instead of after
// it has run; the content policy forbids inline scripts, so the list rides on this script's tag.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var start = function () {
    for (var i = 0; i < preload.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    import(entry);
  };
  // A tab opened in the background gets no animation frames until it is shown: start at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();

/* global document, requestAnimationFrame, setTimeout */
// Tool pages' HTML already shows the page heading (vite.config.ts writes it) and preloads the app's
// code. This starts the app one frame later, so the browser paints that heading first even when the
// code is already there (a fast link, a warm cache) instead of running it before the first paint.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var start = function () {
    import(entry);
  };
  // A tab opened in the background gets no animation frames until it is shown: start at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();

/*
 * On a page the server drew a first view for (ADR 9), the app starts after that view is painted: the
 * server moves the shell's entry script and module preloads here (adapters/http/web.ts), so a phone spends
 * its first bandwidth on the stylesheets that paint the first view, not on the app's scripts. Lighthouse
 * mobile: largest paint 2.0-2.3 s with both at once, 1.0-1.4 s this way. The app starts a frame later.
 */
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();

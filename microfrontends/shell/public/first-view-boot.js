/*
 * On a page the server drew a first view for (ADR 9), the app starts after that view is painted: the
 * server moves the shell's entry script and module preloads here (adapters/http/web.ts), so a phone spends
 * its first bandwidth on the stylesheets that paint the first view, not on the app's scripts. Lighthouse
 * mobile: largest paint 2.0-2.3 s with both at once, 1.1-1.5 s this way. The app starts just after it.
 */
/* global document, requestAnimationFrame */
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
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // After the browser reports its first paint (the first view); a page that paints nothing (a hidden tab)
  // still starts within a second. Without paint timing: after the next frame.
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(startOnce, 0);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(startOnce, 1000);
      return;
    }
  } catch {
    // Fall through to the frame below.
  }
  requestAnimationFrame(function () {
    setTimeout(startOnce, 0);
  });
})();

(function () {
  var doc = globalThis.document;
  var boot = doc.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (boot.getAttribute('data-preloads') || '').split(' ').filter(Boolean).forEach(function (href) {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    });
    var script = doc.createElement('script');
    script.type = 'module';
    script.src = entry;
    doc.head.appendChild(script);
  }
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();

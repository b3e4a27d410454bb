// The offline page (public/offline.html): shows the draft the app keeps on
// this device (localStorage "draft:<consultation>" or "draft:guest"; the
// longest if there are several) and retries.
(function () {
  var kept = '';
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (!key || key.indexOf('draft:') !== 0) continue;
      var text = localStorage.getItem(key) || '';
      if (text.trim().length > kept.trim().length) kept = text;
    }
  } catch {
    // Storage unavailable: nothing to show.
  }
  if (kept) {
    document.getElementById('draft-text').value = kept;
    document.getElementById('draft').hidden = false;
  }
  document.getElementById('retry').addEventListener('click', function () {
    window.location.reload();
  });
})();

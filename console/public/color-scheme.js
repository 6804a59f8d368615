/* global document */
// Puts the stored colour scheme on the page before its first paint, so neither the splash nor the app flashes
// the other scheme. A plain blocking script of the console's own origin: the Content-Security-Policy allows no
// inline script.
(function () {
  var scheme = 'dark';
  try {
    scheme = localStorage.getItem('netloom.theme') === 'light' ? 'light' : 'dark';
  } catch {
    // Storage is blocked: keep the default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

// Runs before the first paint (index.html loads it in <head>), so that a dark
// page never flashes light: the theme chosen in the menu, else the system's.
// The app keeps it up to date afterwards (src/client/lib/theme.ts).
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('theme');
  } catch {
    // Storage disabled: the system decides.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();

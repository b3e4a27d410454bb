// Runs before the first paint (index.html loads it in <head>), so that a dark
// page never flashes light: the theme chosen in the menu, else the system's.
// The app keeps it up to date afterwards (src/client/lib/theme.ts).
// It also says whether someone is signed in on this device: the prerendered
// visitor's page then stays hidden until theirs is drawn (styles.css).
(function () {
  var choice = null;
  var signedIn = false;
  try {
    choice = localStorage.getItem('theme');
    signedIn = localStorage.getItem('accessToken') !== null;
  } catch {
    // Storage disabled: the system decides.
  }
  if (signedIn) document.documentElement.setAttribute('data-signed-in', '');
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();

// What the page needs before the app runs. index.html loads it in <head>, so
// it runs before the first paint and before anything can be pressed. The
// prerendered pages (/ and /auth, scripts/build-client.mjs) show at once and
// the app takes them over later (src/client/main.tsx).

// The theme chosen in the menu, else the system's, so that a dark page never
// flashes light; the app keeps it up to date afterwards (src/client/lib/theme.ts).
// And whether someone is signed in on this device: the prerendered visitor's
// page then stays hidden until theirs is drawn (styles.css).
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

// Until the app has taken a prerendered page over (it removes #root's
// data-prerendered once the screen is hydrated), its buttons do nothing and its
// login form would be sent by the browser itself (a GET with the password in
// the address, the history and the proxies' logs). React replays no click or
// submit for a part it has not hydrated yet (it tries to hydrate it at once,
// and gives up while the screen's chunk is on its way), and nothing listens
// before the app's script has arrived (ADR 017). Until then no form is sent and
// no press reaches the page; once the app owns the page, what was typed is given
// to it as typing, and the last button pressed or form sent is pressed again.
(function () {
  var held = null;
  var typed = new Map();
  var waitingRoot = function (target) {
    var root = document.getElementById('root');
    if (root === null || !root.hasAttribute('data-prerendered')) return null;
    return target instanceof Node && root.contains(target) ? root : null;
  };
  var typeAgain = function (value, field) {
    if (!field.isConnected) return;
    // React kept the typed text when it hydrated the field, and took it for the
    // field's own: emptied then typed again, with the event the app listens to
    // after each (the element's own setter, as a key press), it sees the text change.
    var setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    [value === '' ? null : '', value].forEach(function (next) {
      if (next === null) return;
      setValue.call(field, next);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  var pressAgain = function (press) {
    if (!press.isConnected) return; // drawn afresh, not taken over: nothing to press
    if (press instanceof HTMLFormElement) press.requestSubmit();
    else press.click();
  };
  var handOver = function (press) {
    typed.forEach(typeAgain);
    typed.clear();
    if (press) pressAgain(press);
  };
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target;
      var text = field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement;
      if (text && field.type !== 'checkbox' && field.type !== 'radio' && waitingRoot(field))
        typed.set(field, field.value);
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !waitingRoot(button)) return;
      held = button;
      // Pressed once, when the app owns the page: not also by a React that has just hydrated it.
      event.stopPropagation();
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      var root = waitingRoot(event.target);
      if (!root) return;
      event.preventDefault();
      event.stopPropagation();
      // Pressing its submit button again (pressed, or Enter in a field) sends it as the person did.
      held = event.submitter && root.contains(event.submitter) ? event.submitter : event.target;
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (root === null || !root.hasAttribute('data-prerendered')) return;
    new MutationObserver(function (_records, observer) {
      if (root.hasAttribute('data-prerendered')) return;
      observer.disconnect();
      var press = held;
      held = null;
      // After the app's own work of this task: its effects have run.
      setTimeout(handOver, 0, press);
    }).observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
  });
})();

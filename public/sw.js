// The service worker of the installed app (issue 14). It does one thing: when
// a page cannot load because the device is offline, it shows /offline.html,
// which keeps the person's draft in view. API answers, reply streams and
// assets are never touched nor cached here: a conversation is private and
// always comes fresh from the server.
const CACHE = 'voyance-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  // The offline page's own script and icon, when the network is gone.
  const { origin, pathname } = new URL(request.url);
  if (origin === self.location.origin && OFFLINE_FILES.includes(pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(pathname)));
  }
  // Everything else goes to the network as if there were no worker.
});

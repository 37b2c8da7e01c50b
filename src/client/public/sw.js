// The Prophecy League's service worker: the offline page for navigations without a network, and
// kick-off reminders by push (each opens its match when clicked). Nothing else is cached: the game
// is live data, always read from the server.
const CACHE = "prophecy-offline-v1";
const OFFLINE_URL = "/offline.html";
const OFFLINE_FILES = [OFFLINE_URL, "/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
  } else if (OFFLINE_FILES.includes(new URL(request.url).pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(request)));
  }
});

self.addEventListener("push", (event) => {
  let message = { title: "The Prophecy League", body: "", link: "/" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // not JSON: the default text
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: "/favicon.svg", data: { link: message.link } }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = new URL((event.notification.data && event.notification.data.link) || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === link);
      return open ? open.focus() : self.clients.openWindow(link);
    }),
  );
});

// The service worker (public/sw.js): the offline page and push reminders. Registered after the page
// has loaded, so it never competes with the first render; skipped where browsers have none.
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker not registered", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// The touch page's service worker: keeps the page's own files so the page opens without the
// app (the entries made then wait in the page's queue). Never keeps an answer of the app's API.
"use strict";
const CACHE = "pool-phone-v1";
const FILES = [
  "/phone/static/phone.js",
  "/phone/static/phone.css",
  "/phone/static/phone-text.json",
  "/phone/static/manifest.webmanifest",
  "/phone/static/icon-192.png",
  "/phone/static/icon-512.png",
];
const PAGE = "/phone/page";  // the page is the same for every table: kept once, under this key

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// the network first (a newer page after an update), the kept copy when there is none
async function fresh(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const reply = await fetch(request);
    if (reply.ok) await cache.put(key, reply.clone());
    return reply;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

// the page asks for itself to be kept (its first opening came before this worker)
self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (typeof path !== "string" || !/^\/phone\/[^/]+$/.test(path)) return;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const reply = await fetch(path, { cache: "no-store" });
      if (reply.ok) await cache.put(PAGE, reply);
    }).catch(() => {}),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/phone/static/")) {
    event.respondWith(fresh(event.request, url.pathname));
  } else if (event.request.mode === "navigate" && /^\/phone\/[^/]+$/.test(url.pathname)) {
    event.respondWith(fresh(event.request, PAGE));
  }
});

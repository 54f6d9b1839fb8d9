// rxscope's service worker: it keeps a copy of the files the app loads,
// so that a page opened once opens again with no network, as a talk's
// venue may leave a speaker. It goes to the network first, so that a new
// build is never shadowed by an old copy, and to its copy only when the
// network fails. A copy is written when a file is new or changed (its
// Last-Modified, ETag or length differ), not at every visit: a page that
// reads a file the copy already holds costs nothing more than before.
// index.html registers it; a host or a browser without service workers
// runs the app as before.
"use strict";

// cacheName names the copy; the files of another name are deleted.
const cacheName = "rxscope-1";

// copied lists the files the copy takes when the worker installs,
// relative to this script: the page (as the folder and by name) and its
// embedding page, the Go runtime's glue, the programs, the Web Worker and
// the sizes. index.html registers the worker once the app is up, so these
// come from the browser's cache (or the Web Worker's program from the
// network, which the page fetches next anyway).
const copied = ["", "index.html", "embed.html", "wasm_exec.js", "rxscope.wasm", "worker.js", "rxworker.wasm", "build.json"];

// kept adds the gzip copies a plain static host sends in place of the
// programs: they are kept as the page fetches them, not fetched for the
// copy, since a host that compresses never sends them.
const kept = copied.concat(["rxscope.wasm.gz", "rxworker.wasm.gz"]);

const base = new URL("./", self.location).href;
const keptURLs = new Set(kept.map((f) => base + f));

self.addEventListener("install", (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    // one file at a time, each on its own: a host without embed.html
    // still gets a copy of the rest
    for (const f of copied) {
      try {
        const resp = await fetch(base + f);
        if (kept200(resp)) await cache.put(base + f, resp);
      } catch (err) { /* offline already: the next visit copies it */ }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (e) => {
  e.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== cacheName) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// keyOf is the copy's key for a request: its URL without the query (the
// app's state travels in it) and without a fragment.
function keyOf(request) {
  const u = new URL(request.url);
  u.search = "";
  u.hash = "";
  return u.href;
}

// kept200 reports whether a response is a file the copy may keep: a
// same-origin 200 that was not redirected (a host that sends index.html
// on to the folder answers the folder's own request, and a redirected
// response cannot answer a page's navigation).
function kept200(resp) {
  return resp.status === 200 && resp.type === "basic" && !resp.redirected;
}

// sameFile reports whether two responses carry the same file.
function sameFile(a, b) {
  for (const h of ["Last-Modified", "ETag", "Content-Length"]) {
    if (a.headers.get(h) !== b.headers.get(h)) return false;
  }
  return true;
}

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET") return;
  const key = keyOf(req);
  if (!keptURLs.has(key)) return;
  e.respondWith((async () => {
    const cache = await caches.open(cacheName);
    let resp;
    try {
      resp = await fetch(req);
    } catch (err) {
      const copy = await cache.match(key);
      if (copy) return copy;
      throw err;
    }
    if (kept200(resp)) {
      const copy = await cache.match(key);
      if (!copy || !sameFile(copy, resp)) {
        e.waitUntil(cache.put(key, resp.clone()).catch(() => {}));
      }
    }
    return resp;
  })());
});

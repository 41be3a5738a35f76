// The sync worker's kill switch: served as /sw.js (PUBLIC_LEAD_SYNC_WORKER=off, docs/pages.md "The sync
// worker"), it replaces any installed version at the browser's next update check and removes
// itself, so the site is left with no worker at all. Plain JavaScript, so that an operator can
// also copy it over a deployed sw.js without building anything.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));

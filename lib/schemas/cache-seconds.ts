// How long shared caches (nginx, a CDN) may keep the public reads: the catalogue changes rarely (and the app drops
// its own caches at once on change), the live feed every purchase.
export const CATALOGUE_CACHE_SECONDS = 60;
export const LIVE_FEED_CACHE_SECONDS = 5;

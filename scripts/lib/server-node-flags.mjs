// The node flags every store server process starts with (`npm start` and deploy/systemd/game-store@.service spell
// them out too; they cannot go through NODE_OPTIONS, which refuses V8 flags):
//
// --no-allocation-site-pretenuring. V8 watches where objects are allocated; a site whose objects outlive a couple of
// young-generation collections is switched to allocate straight into the old generation, and that decision sticks
// for the life of the process. A store that works off a burst of jobs (a fresh database's first run sends the seed's
// 165 e-mails and 84 deliveries; a sale) had sites shared with the request path switched so: every answer's
// short-lived objects then filled the old generation (480 MB in 5 s under load, a full collection each time) and a
// cached answer cost 125-243 µs of CPU instead of 66-86 µs, until a restart. With the flag, the same first run costs
// 77-95 µs per answer (docs/benchmarks.md, "Issue 26 runs"). Set at run time (v8.setFlagsFromString) it did not help: V8 reads it
// when the heap is set up.
//
// --max-semi-space-size=64 (MB; node 20's default tops out at 16). Every request allocates short-lived objects (the
// request, its streams, the query and its rows, the answer); a larger young generation is collected less often.
// Measured side by side (fresh PostgreSQL database per trial, warm store, autocannon at 50 connections, CPU from
// /proc/<pid>/stat): orders went from 258-306 to 322-376 created/s, 3.1-3.7 ms to 2.4-2.8 ms of CPU per order;
// cached pages cost the same with and without it; resident memory after the load stayed where it was (452 MB
// against 538 MB without). docs/benchmarks.md, "Where a cached answer's time goes".
//
// The job worker (`npm run worker`, deploy/systemd/game-store-worker.service) starts without them: measured on
// 2026-11-30 (web process with WORKER=off, the worker beside it, 60 sandbox purchases at 5/s, its CPU from
// /proc/<pid>/stat, alternating twice), it spent 28.7 and 23.2 ms per purchase without them, 30.2 and 24.3 ms with
// them, and kept 249 MB resident with them against 161-164 MB without.
export const SERVER_NODE_FLAGS = ["--no-allocation-site-pretenuring", "--max-semi-space-size=64"];

/**
 * The compiled file of a server entry ("serve", "worker", "prepare-db"), relative to the store's folder: what node
 * runs (scripts/build-server.mjs compiles them from server/serve.ts and scripts/*.ts).
 */
export const compiledEntry = (name) => `dist/${name}.cjs`;

/** node's arguments for one store server: these flags, the compiled server/serve.ts on `port` and `hostname`. */
export const serverArgs = (port, hostname = "127.0.0.1") => [
  ...SERVER_NODE_FLAGS,
  compiledEntry("serve"),
  ...["--port", String(port), "--hostname", hostname],
];

/** node's arguments for the job worker, as deploy/systemd/game-store-worker.service starts it (node's own flags). */
export const workerArgs = () => [compiledEntry("worker")];

// `npm run worker`, `npm run serve` and the operator's tools (`npm run operator:create -- …` and the like): compiles
// the entries when stale (scripts/build-server.mjs, about a second), then runs dist/<name>.cjs in this very process,
// as `node dist/<name>.cjs …` would (one process: a signal reaches the entry itself).
// Usage: node scripts/run-compiled.mjs <name> [arguments of the entry…]
import { createRequire } from "node:module";
import path from "node:path";
import { buildServer, SERVER_ENTRIES } from "./build-server.mjs";
import { root } from "./ensure.mjs";
import { compiledEntry } from "./lib/server-node-flags.mjs";

const [name] = process.argv.splice(2, 1);
if (!Object.hasOwn(SERVER_ENTRIES, name)) {
  console.error(`✖ no entry named ${name ?? "(none)"}: one of ${Object.keys(SERVER_ENTRIES).join(", ")}`);
  process.exit(2);
}
await buildServer({ ifStale: true });
// The entry sees itself as the process's entry, as it would when node runs it.
process.argv[1] = path.join(root, compiledEntry(name));
createRequire(import.meta.url)(process.argv[1]);

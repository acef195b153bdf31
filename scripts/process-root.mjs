// The server entry's side of the process's composition root (lib/server/runtime/process-root.ts, which explains
// why it is one object on globalThis): the .mjs files of the server entry cannot import TypeScript, so they reach
// the same object through this file, under the same key, and use only these fields of its ProcessRoot type:
// requestContext (the AsyncLocalStorage opened around every request), shuttingDown, databaseUnavailableAt,
// dropPageCacheTags and stop. tests/server/process-root.test.ts checks both worlds reach one object.
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("store.processRoot");

/** This process's root, as lib/server/runtime/process-root.ts's processRoot() gives it to the app. */
export function processRoot() {
  const root = (globalThis[KEY] ??= {});
  root.cacheStores ??= new Set();
  root.requestContext ??= new AsyncLocalStorage();
  return root;
}

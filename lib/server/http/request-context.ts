// The request id of the work in hand, carried by an AsyncLocalStorage that scripts/serve.mjs opens around every
// request (same global key, so the server entry and the bundled handlers share it) and that job workers reopen
// around a job sent during a request: log lines, provider calls and jobs all name the request that caused them.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { requestId: string };

const key = Symbol.for("store.requestContext");
type Holder = Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as unknown as Holder;
  return (holder[key] ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request (or of the request that sent the job) being served, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** Runs `work` as part of request `requestId` (nothing changes without an id). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage().run({ requestId }, work) : work();
}

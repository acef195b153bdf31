// The work in hand: its request id and the cache tags of what it read, carried by an AsyncLocalStorage that
// server/serve.ts opens around every request (held by the process root, so the server entry and the bundled
// handlers share it) and that job workers reopen around a job sent during a request: log lines, provider calls and
// jobs all name the request that caused them. The server entry hands the same object to its page cache, which keeps
// a page or a public answer under the tags its render recorded (lib/server/cache/tag-collector.ts).
import { processRoot, type RequestContext } from "../runtime/process-root";

export type { RequestContext };

/** The storage the server entry opens around every request (the process root's: one for both worlds). */
const storage = () => processRoot().requestContext;

/** The context of the work in hand, if any (the object the server entry opened: mutations reach it). */
export function currentContext(): RequestContext | undefined {
  return storage().getStore();
}

/** Runs `work` in `context` (its tags and marks are collected there, not in the caller's). */
export function runInContext<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The id of the request (or of the request that sent the job) being served, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** Runs `work` as part of request `requestId` (nothing changes without an id). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage().run({ requestId }, work) : work();
}

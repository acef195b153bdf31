// When the store last found its database unreachable (a restart, a failover): the server entry then answers pages
// from its page cache, or a short 503 page with Retry-After, instead of rendering each one into Next's error page
// (server/database-outage.ts). Recorded by the route error mapper and by instrumentation.ts's onRequestError, which
// run in different bundles of Next: hence the process root.
import { processRoot } from "../runtime/process-root";

export function noteDatabaseUnavailable(now = Date.now()): void {
  processRoot().databaseUnavailableAt = now;
}

// Whether this process is shutting down: server/serve.ts sets the flag in the process root as the first step of a
// graceful stop, so readiness answers 503 and a load balancer drains the instance before it closes.
import { processRoot } from "../runtime/process-root";

export function isShuttingDown(): boolean {
  return processRoot().shuttingDown === true;
}

// Whether this process is shutting down: scripts/serve.mjs sets the flag (under the same global key) as the first
// step of a graceful stop, so readiness answers 503 and a load balancer drains the instance before it closes.
const key = Symbol.for("store.shuttingDown");

export function isShuttingDown(): boolean {
  return (globalThis as Record<symbol, unknown>)[key] === true;
}

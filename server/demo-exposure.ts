// The start banner's warning when demo mode is reachable from other machines: demo mode publishes the demo
// shopper's password and keeps e-mails (reset links among them) in the local outbox, which /dev/outbox shows to
// local clients and signed-in staff. Plain logic, so that a unit test covers it; server/serve.ts prints the line.

/** Whether `hostname` (the --hostname option; undefined listens on every interface) is a loopback address. */
export function isLoopbackHostname(hostname: string | undefined): boolean {
  if (!hostname) return false;
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return (
    host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host) || host === "::ffff:127.0.0.1"
  );
}

/** The banner line to print, or null when the store is in live mode or listens on loopback only. */
export function demoExposureWarning({
  hostname,
  storeMode,
}: {
  hostname: string | undefined;
  storeMode: string | undefined;
}): string | null {
  if (storeMode === "live" || isLoopbackHostname(hostname)) return null;
  const where = hostname ? `on ${hostname}` : "on every interface";
  return (
    `⚠ Demo mode listens ${where}, beyond this machine: the demo accounts' passwords are public and /dev/outbox ` +
    "opens for local clients and signed-in staff only. Serve others with STORE_MODE=live, or pass --hostname 127.0.0.1."
  );
}

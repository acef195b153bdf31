// MooGold's request signature, as its reseller API clients implement it (doc.moogold.com itself was not available
// to us; five independent clients agree): hex HMAC-SHA256 with the secret key over body + timestamp + route.
import { createHmac } from "node:crypto";

/** `body` must be the exact string sent; `route` has no leading slash ("order/create_order"). */
export function signMoogoldRequest(secret: string, body: string, timestamp: string, route: string): string {
  return createHmac("sha256", secret).update(`${body}${timestamp}${route}`).digest("hex");
}

// Where the site is, from configuration only: a Host header is the client's to forge, so neither links in
// e-mails nor the server's calls to itself may be built from it (DESIGN.md section 5).
import { getConfig } from "../config";

/** The origin shoppers use, for links in e-mails and providers: SITE_URL's, else http://localhost:PORT. */
export function publicOrigin(): string {
  const { SITE_URL, PORT } = getConfig();
  return SITE_URL ? new URL(SITE_URL).origin : `http://localhost:${PORT}`;
}

/** Where the server reaches itself (webhooks of the sandbox): SITE_URL when set, else IPv4 loopback on PORT. */
export function internalOrigin(): string {
  const { SITE_URL, PORT } = getConfig();
  return SITE_URL ? new URL(SITE_URL).origin : `http://127.0.0.1:${PORT}`;
}

/** publicOrigin() under its old name: the request's URL it was given no longer matters. */
export function siteOrigin(requestUrl?: URL): string {
  void requestUrl;
  return publicOrigin();
}

// The Content-Security-Policy of the pages, built per request by proxy.ts around a fresh nonce. Next.js reads the
// nonce from this header on the request and puts it on its own scripts; 'strict-dynamic' lets those load the
// chunks they need, and nothing else runs: no inline script without the nonce, no plugin, no foreign base URL,
// no framing. Styles may stay inline (React's style attributes, next/image): they cannot run code.

export type PagePolicyInput = {
  nonce: string;
  /** `next dev`: React rebuilds server error stacks with eval there. */
  isDev: boolean;
  /** Served over HTTPS: any http:// subresource left over is upgraded instead of blocked as mixed content. */
  isHttps: boolean;
  /** Origins the page's scripts talk to besides its own: another API base, Sentry's ingest. */
  connectOrigins: readonly string[];
  /** Origins a payment form may be posted to besides our own: a provider's checkout, the public site origin. */
  formOrigins: readonly string[];
};

const unique = (values: readonly string[]) => [...new Set(values)];

export function buildPagePolicy(input: PagePolicyInput): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      `'nonce-${input.nonce}'`,
      "'strict-dynamic'",
      ...(input.isDev ? ["'unsafe-eval'"] : []),
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: for inline SVG and CSS images, blob: for the local previews of an uploaded avatar.
    ["img-src", "'self'", "data:", "blob:", ...input.connectOrigins],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...unique(input.connectOrigins)],
    // Sentry's session replay compresses in a worker started from a blob.
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...unique(input.formOrigins)],
    ["frame-ancestors", "'none'"],
  ];
  if (input.isHttps) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The scheme://host[:port] of a URL, or undefined for a missing or malformed one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

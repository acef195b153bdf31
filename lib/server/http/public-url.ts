// The URL the client asked for, as the client sees it. Next.js builds request.url from its own listen address
// ("localhost"), so the Host header (and the proxy's scheme) is authoritative, as Django's build_absolute_uri.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

export function publicUrl(req: Request): URL {
  const url = new URL(req.url);
  const host = req.headers.get("host");
  if (host && HOST.test(host)) url.host = host;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim();
  if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
  return url;
}

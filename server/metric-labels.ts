// Labels of the request-duration metric (server/serve.ts), each from a fixed, bounded set (issue 23, item 11): a
// label value per raw path let anonymous requests (`DELETE /api/admin/content/articles/<random>/`, answered 401)
// add a series each until /metrics weighed megabytes and the process hundreds more.
// - route: the template of the app route Next.js serves the path with, from the build's routes manifest (every page
//   and route handler, so every endpoint of lib/schemas/registry.ts): `/api/orders/{id}/`, `/games/{id}`. Build
//   files share `/_next/*`, files of public/ share `(public)`, anything else `(unmatched)`;
// - method: the HTTP methods the store answers, anything else `OTHER`;
// - status: the codes the store answers with, anything else its class (`4xx`).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const UNMATCHED_ROUTE = "(unmatched)";
export const PUBLIC_FILE_ROUTE = "(public)";
export const BUILD_FILE_ROUTE = "/_next/*";

/** How many paths' labels are remembered (routeLabel). */
const SEEN_PATHS = 1_000;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const STATUSES = new Set([
  200, 201, 202, 204, 206, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 406, 409, 410, 411, 412,
  413, 414, 415, 416, 422, 429, 431, 500, 501, 502, 503, 504,
]);

export const methodLabel = (method: string | undefined): string =>
  method !== undefined && METHODS.has(method) ? method : "OTHER";

export function statusLabel(status: number): string {
  if (STATUSES.has(status)) return String(status);
  return Number.isInteger(status) && status >= 100 && status <= 599
    ? `${Math.floor(status / 100)}xx`
    : "other";
}

/** `/api/orders/[id]` -> `/api/orders/{id}/` (the registry's spelling: API paths end with `/`); `/games/[id]`. */
export function templateOfPage(page: string): string {
  const template = page.replace(/\[+(?:\.\.\.)?([^\]]+)\]+/g, "{$1}");
  return template.startsWith("/api/") ? `${template}/` : template;
}

/** The parts of Next's routes-manifest.json read here. */
type RoutesManifest = {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
};

function readJson(file: string): RoutesManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RoutesManifest;
  } catch {
    return undefined;
  }
}

function readNames(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}

/**
 * The route labeller of a build: `routeLabel(url)` answers the route template Next.js would serve `url` with.
 * Without a routes manifest (development) every path but build files is `(unmatched)`: still bounded.
 */
export function createRouteLabels({ distDir, publicDir }: { distDir: string; publicDir: string }): {
  routeLabel: (url: string | undefined) => string;
  size: number;
} {
  const manifest = readJson(path.join(distDir, "routes-manifest.json")) ?? {};
  /** Static routes by their path without the trailing slash. */
  const staticRoutes = new Map(
    (manifest.staticRoutes ?? []).map((route) => [route.page, templateOfPage(route.page)]),
  );
  // In the manifest's order, which is the order Next.js tries them in (most specific first).
  const dynamicRoutes = (manifest.dynamicRoutes ?? []).flatMap((route) => {
    try {
      return [{ regex: new RegExp(route.regex), template: templateOfPage(route.page) }];
    } catch {
      return [];
    }
  });
  const publicNames = readNames(publicDir);

  /**
   * Labels of the paths seen, so a page or list asked for again and again is matched once (the dynamic routes are
   * regular expressions tried in turn, several microseconds a path). Bounded: emptied when full, since paths are
   * whatever clients send.
   */
  const seen = new Map<string, string>();
  function routeLabel(url: string | undefined): string {
    const key = url ?? "/";
    let label = seen.get(key);
    if (label === undefined) {
      if (seen.size >= SEEN_PATHS) seen.clear();
      label = labelOf(key);
      seen.set(key, label);
    }
    return label;
  }

  function labelOf(url: string): string {
    const pathname = url.split("?")[0].split("#")[0] || "/";
    if (pathname.startsWith("/_next/")) return BUILD_FILE_ROUTE;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
    const known = staticRoutes.get(trimmed);
    if (known) return known;
    if (publicNames.has(trimmed.split("/")[1])) return PUBLIC_FILE_ROUTE;
    for (const { regex, template } of dynamicRoutes) if (regex.test(pathname)) return template;
    return UNMATCHED_ROUTE;
  }

  return { routeLabel, size: staticRoutes.size + dynamicRoutes.length };
}

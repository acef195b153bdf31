// Labels of the request-duration metric (server/metric-labels.ts): route templates from the build's routes
// manifest, the endpoint registry's spelling, and bounded methods and statuses (issue 23, item 11).
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRouteLabels, methodLabel, statusLabel, templateOfPage } from "@/server/metric-labels";
import { endpoints } from "@/lib/schemas/registry";

const root = path.resolve(__dirname, "../..");

describe("metric labels", () => {
  it("name every registry endpoint by the template of the route handler that serves it", () => {
    // The health checks are served without the DRF trailing slash (/api/health/live): a label names them with it.
    const anyParam = (template: string) => template.replace(/\{[^}]+\}/g, "{}").replace(/\/?$/, "/");
    for (const { path: apiPath } of endpoints) {
      // The app route that serves the endpoint: /api/games/{id}/ -> app/api/games/[id]/route.ts (the parameter
      // may be named otherwise there: /api/orders/{hash}/ is app/api/orders/[id]/).
      const segments = apiPath.replace(/\/$/, "").split("/").slice(1);
      let dir = path.join(root, "app");
      for (const segment of segments) {
        const param = segment.startsWith("{")
          ? readdirSync(dir).find((name) => /^\[\w+\]$/.test(name))
          : undefined;
        dir = path.join(dir, param ?? segment);
      }
      const page = path.relative(path.join(root, "app"), dir).split(path.sep).join("/");
      expect({ apiPath, exists: existsSync(path.join(dir, "route.ts")) }).toEqual({ apiPath, exists: true });
      expect(anyParam(templateOfPage(`/${page}`))).toBe(anyParam(apiPath));
    }
  });

  it("match paths to templates as the routes manifest says, and everything else to one of three labels", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "metric-labels-"));
    try {
      mkdirSync(path.join(dir, "public", "images"), { recursive: true });
      writeFileSync(path.join(dir, "public", "og-image.png"), "");
      writeFileSync(
        path.join(dir, "routes-manifest.json"),
        JSON.stringify({
          staticRoutes: [{ page: "/" }, { page: "/api/games" }],
          dynamicRoutes: [
            { page: "/api/games/[id]", regex: "^/api/games/([^/]+?)(?:/)?$" },
            { page: "/gifts/[[...page]]", regex: "^/gifts(?:/(.+?))?(?:/)?$" },
          ],
        }),
      );
      const { routeLabel } = createRouteLabels({ distDir: dir, publicDir: path.join(dir, "public") });
      expect(routeLabel("/")).toBe("/");
      expect(routeLabel("/api/games/?limit=1")).toBe("/api/games/");
      expect(routeLabel("/api/games/12/")).toBe("/api/games/{id}/");
      expect(routeLabel("/api/games/secret-hash-abc/")).toBe("/api/games/{id}/");
      expect(routeLabel("/gifts/3")).toBe("/gifts/{page}");
      expect(routeLabel("/_next/static/chunks/a.js")).toBe("/_next/*");
      expect(routeLabel("/images/a.png")).toBe("(public)");
      expect(routeLabel("/og-image.png")).toBe("(public)");
      expect(routeLabel("/wp-login.php")).toBe("(unmatched)");
      expect(routeLabel("/api/games/1/x/y")).toBe("(unmatched)");
      // Asked again (remembered per path), and past the bound of paths remembered: the same labels.
      for (let i = 0; i < 2_500; i++) expect(routeLabel(`/api/games/${i}/`)).toBe("/api/games/{id}/");
      expect(routeLabel("/gifts/3")).toBe("/gifts/{page}");
      expect(routeLabel("/wp-login.php")).toBe("(unmatched)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("have bounded methods and statuses", () => {
    expect(["GET", "DELETE", "PROPFIND", "M-SEARCH", "get"].map(methodLabel)).toEqual([
      "GET",
      "DELETE",
      "OTHER",
      "OTHER",
      "OTHER",
    ]);
    expect([200, 401, 404, 429, 418, 299, 599, 0, 1000].map(statusLabel)).toEqual([
      "200",
      "401",
      "404",
      "429",
      "4xx",
      "2xx",
      "5xx",
      "other",
      "other",
    ]);
  });
});

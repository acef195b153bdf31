// `npm run lint:deps` (a step of `npm test`): no import cycle anywhere, and the one-way layers of DESIGN.md
// section 3: app -> components -> lib/api | lib/server/<domain> -> lib/server/db; lib/schemas imports zod only;
// server/ (the typed server entry) sits on lib/ and nothing but scripts/ and tests import it; scripts/ are tools.
// dependency-cruiser is pinned to major 17: 18 needs Node 22, and the project supports Node >= 20.9.
// Type-only imports count for cycles: a cycle of types is still two modules that cannot be read apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every module that starts with "use client": it ships to the browser. */
function listClientModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return listClientModules(file);
    if (!/\.(ts|tsx)$/.test(entry.name)) return [];
    return /^\s*["']use client["']/.test(readFileSync(file, "utf8")) ? [file.split(path.sep).join("/")] : [];
  });
}

const exactly = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;
const clientModules = ["app", "components", "lib"].flatMap(listClientModules).map(exactly);

const config = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules that import each other (directly or through others) cannot be understood or moved apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-to-app-or-components",
      severity: "error",
      comment: "lib/ is below components/ and app/ and never imports them.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-not-to-app",
      severity: "error",
      comment: "components/ is below app/ (routes only) and never imports it.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "client-modules-not-to-server",
      severity: "error",
      comment:
        'A "use client" module ships to the browser: it never imports lib/server (types aside). Server ' +
        "components read through lib/server/<domain> directly (DESIGN.md section 3).",
      from: { path: clientModules },
      to: { path: "^lib/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-lib-not-to-server",
      severity: "error",
      comment: "The typed API client and the value stores run in the browser: they never import lib/server.",
      from: { path: "^lib/(api|state)/" },
      to: { path: "^lib/server/" },
    },
    {
      name: "app-and-components-not-to-db",
      severity: "error",
      comment:
        "Pages, route handlers and components read and write through lib/server/<domain>, never the database.",
      from: { path: "^(app|components)/" },
      to: { path: "^lib/server/db/" },
    },
    {
      name: "next-http-only-in-lib-server-http",
      severity: "error",
      comment:
        "Services take plain values and throw domain errors; only lib/server/http knows next/server and " +
        "next/headers (requests, responses, cookies, status codes) (DESIGN.md section 7, issue 27).",
      from: { path: "^lib/server/", pathNot: ["^lib/server/http/"] },
      to: { path: "(^|/)node_modules/next/(server|headers)(\\.js)?$" },
    },
    {
      name: "db-not-to-domains",
      severity: "error",
      comment:
        "lib/server/db is below the domain services and never imports them (the client alone reads the " +
        "request's cache marks); the process root (lib/server/runtime/process-root.ts) is below everything.",
      from: { path: "^lib/server/db/", pathNot: "^lib/server/db/client\\.ts$" },
      to: {
        path: "^lib/server/[^/]+/",
        pathNot: ["^lib/server/db/", "^lib/server/runtime/process-root\\.ts$"],
      },
    },
    {
      name: "dashboard-is-the-top",
      severity: "error",
      comment:
        "lib/server/admin holds the console's dashboard, which reads every domain; no service imports it. " +
        "Services live in their domain (catalog, content, reviews, orders, payments, promo, accounts, " +
        "auth/staff, mail) and share the audit (lib/server/audit), never a folder named after who calls them (issue 27).",
      from: { path: "^lib/server/", pathNot: "^lib/server/admin/" },
      to: { path: "^lib/server/admin/" },
    },
    {
      name: "audit-below-domains",
      severity: "error",
      comment:
        "The audit (record, lock, read) is shared by every domain's console writes; it imports none of them.",
      from: { path: "^lib/server/audit/" },
      to: {
        path: "^lib/server/[^/]+/",
        pathNot: "^lib/server/(audit|db|errors|http/request-context|logger|config)(/|\\.ts$)",
      },
    },
    {
      name: "scripts-are-tools",
      severity: "error",
      comment:
        "scripts/ holds tools only (start, worker, cluster, benches, operator and code-import CLIs): the server " +
        "package and the app never import from it (issue 27, DESIGN.md section 3).",
      from: { path: "^(server|lib|app|components)/" },
      to: { path: "^scripts/" },
    },
    {
      name: "server-package-is-the-top",
      severity: "error",
      comment:
        "server/ is the process's typed entry (node:http in front of Next): it imports lib/, never the reverse; the " +
        "app reaches it only through the process root (lib/server/runtime/process-root.ts) (DESIGN.md section 5d).",
      from: { path: "^(lib|app|components)/" },
      to: { path: "^server/" },
    },
    {
      name: "schemas-only-zod",
      severity: "error",
      comment: "lib/schemas is the contract shared by client and server: it imports zod and itself only.",
      from: { path: "^lib/schemas/" },
      to: { pathNot: ["^lib/schemas/", "^node_modules/zod/"] },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules" },
    exclude: { path: "^(\\.next[^/]*|dist|data|test-results|playwright-report|public|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};

export default config;

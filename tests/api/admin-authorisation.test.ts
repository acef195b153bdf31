// Every /api/admin call refuses an anonymous caller (401) and a shopper (403), and support where only admin may
// call: the walk takes the console's endpoints from the registry, so a new admin route is covered by being there.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { testEngines } from "../helpers/test-db";
import {
  adminRouteFiles,
  callAdmin,
  namedAdminEndpoints,
  routeFileOf,
  startAdminTest,
  type AdminTestEnv,
} from "./admin-test-kit";

const sampleParams = (e: Endpoint) =>
  Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, "1"]));

describe("the console's endpoints", () => {
  it("are the registry's /api/admin endpoints, each defined with its staff role", () => {
    const walked = namedAdminEndpoints.map(([name]) => name).sort();
    expect(walked).toEqual(Object.keys(adminEndpoints).sort());
    expect(walked.length).toBeGreaterThanOrEqual(4);
    for (const [name, e] of namedAdminEndpoints) {
      expect({ name, role: e.staffRole, auth: e.auth }).toEqual({
        name,
        role: expect.stringMatching(/^(support|admin)$/),
        auth: "required",
      });
    }
  });

  it("have a route file each, and no route file under app/api/admin is left out of the registry", () => {
    const files = new Set(adminRouteFiles());
    const documented = new Set(namedAdminEndpoints.map(([, e]) => routeFileOf(e)));
    expect([...files].filter((f) => !documented.has(f))).toEqual([]);
    expect([...documented].filter((f) => !files.has(f))).toEqual([]);
  });
});

describe.each(testEngines)("admin authorisation on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine);
  });
  afterAll(() => t.close());

  it.each(namedAdminEndpoints)("%s: 401 without a token", async (_name, e) => {
    const res = await callAdmin(e, { params: sampleParams(e) });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: expect.any(String), code: "not_authenticated" });
  });

  it.each(namedAdminEndpoints)("%s: 403 with a shopper's token", async (_name, e) => {
    const res = await callAdmin(e, { token: t.tokens.shopper, params: sampleParams(e) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: expect.any(String), code: "permission_denied" });
  });

  it.each(namedAdminEndpoints)("%s: support as its staff role says, admin always", async (_name, e) => {
    const support = await callAdmin(e, { token: t.tokens.support, params: sampleParams(e) });
    if (e.staffRole === "admin") {
      expect(support.status).toBe(403);
      expect(support.json.code).toBe("permission_denied");
    } else expect([401, 403]).not.toContain(support.status);
    const admin = await callAdmin(e, { token: t.tokens.admin, params: sampleParams(e) });
    expect([401, 403]).not.toContain(admin.status);
  });

  it("refuses a shopper before reading the input (403, not 400 for a bad query)", async () => {
    const [, e] = namedAdminEndpoints.find(([name]) => name === "listAdminOrders")!;
    const res = await callAdmin(e, { token: t.tokens.shopper, query: "page_size=100000&status=nope" });
    expect(res.status).toBe(403);
  });
});

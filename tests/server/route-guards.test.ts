// SPEC.md section 8: "Unknown route middleware name | error thrown". Routes declare guards by name; a name the
// registry does not know throws when the routes are resolved, which the proxy and the start-up hook both do.
import { NextRequest } from "next/server";
import {
  ROUTE_GUARDS,
  resolveRouteGuards,
  type GuardedRoute,
  type RouteGuard,
} from "@/lib/routing/route-guards";
import { GUARDED_ROUTES, guardsOfPath } from "@/lib/routing/guarded-routes";

const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} });

describe("named route guards", () => {
  it("throws for an unknown name, naming the name, the route and the known names", () => {
    expect(() =>
      resolveRouteGuards([{ path: "/profile/settings", guards: ["protected", "protectd"] }], ROUTE_GUARDS),
    ).toThrow(new Error('Unknown route middleware "protectd" on route /profile/settings (known: protected)'));
    // Inherited object keys are no guards either.
    expect(() => resolveRouteGuards([{ path: "/x", guards: ["toString"] }], ROUTE_GUARDS)).toThrow(
      /Unknown route middleware "toString" on route \/x/,
    );
  });

  it("makes an unknown name in a typed route table a type error (checked by tsc in npm test)", () => {
    // @ts-expect-error "admin" is no guard name
    const route: GuardedRoute = { path: "/profile", guards: ["admin"] };
    expect(() => resolveRouteGuards([route], ROUTE_GUARDS)).toThrow(/Unknown route middleware "admin"/);
  });

  it("declares the profile routes of SPEC.md section 2 as protected, nothing else", () => {
    expect(GUARDED_ROUTES).toEqual([
      { path: "/profile", guards: ["protected"] },
      { path: "/profile/settings", guards: ["protected"] },
    ]);
    for (const path of ["/profile", "/profile/", "/profile/settings", "/profile/settings/"])
      expect(guardsOfPath(path)).toEqual([ROUTE_GUARDS.protected]);
    for (const path of ["/", "/profiles", "/profile/orders", "/products/details/1"])
      expect(guardsOfPath(path)).toEqual([]);
  });

  it("runs a route's guards in the order declared", () => {
    const seen: string[] = [];
    const guard =
      (name: string): RouteGuard =>
      () => {
        seen.push(name);
        return null;
      };
    const lookup = resolveRouteGuards([{ path: "/a", guards: ["first", "second"] }], {
      first: guard("first"),
      second: guard("second"),
    });
    for (const g of lookup("/a/")) g(request("/a/"));
    expect(seen).toEqual(["first", "second"]);
  });

  it("protected: redirects to / without a non-empty access cookie, lets it through with one", () => {
    const redirect = ROUTE_GUARDS.protected(request("/profile"));
    const location = new URL(redirect!.headers.get("location")!);
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("sign_in")).toBe("/profile");
    expect(ROUTE_GUARDS.protected(request("/profile", "access="))).not.toBeNull();
    expect(ROUTE_GUARDS.protected(request("/profile", "access=token"))).toBeNull();
  });
});

describe("an unknown guard name fails loudly where the routes load", () => {
  const env = { ...process.env };
  afterEach(() => {
    jest.resetModules();
    jest.dontMock("@/lib/routing/route-guards");
    process.env = { ...env };
  });

  /** The registry without its "protected" guard: the profile routes now name a guard nobody knows. */
  const withoutProtectedGuard = () =>
    jest.doMock("@/lib/routing/route-guards", () => {
      const actual = jest.requireActual("@/lib/routing/route-guards");
      return { ...actual, ROUTE_GUARDS: { other: () => null } };
    });

  it("the proxy module throws when it loads", async () => {
    withoutProtectedGuard();
    const load = jest.isolateModulesAsync(async () => {
      await import("@/proxy");
    });
    await expect(load).rejects.toThrow(
      'Unknown route middleware "protected" on route /profile (known: other)',
    );
  });

  it("the start-up hook (instrumentation register) rejects before any service starts", async () => {
    withoutProtectedGuard();
    const startServerServices = jest.fn();
    jest.doMock("@/lib/server/start-server-services", () => ({ startServerServices }));
    Object.assign(process.env, { NEXT_RUNTIME: "nodejs" });
    delete process.env.NEXT_PUBLIC_SENTRY_DSN;
    await jest.isolateModulesAsync(async () => {
      const { register } = await import("@/instrumentation");
      await expect(register()).rejects.toThrow(/Unknown route middleware "protected" on route \/profile/);
    });
    expect(startServerServices).not.toHaveBeenCalled();
    jest.dontMock("@/lib/server/start-server-services");
  });
});

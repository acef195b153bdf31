// Named route guards (SPEC.md section 2, the "Guard" column): a route declares guard names, each name is looked
// up here once when the routes are resolved, and an unknown name throws there (SPEC.md section 8: "Unknown route
// middleware name | error thrown"), so a misspelt guard stops the start instead of leaving a page open.
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { signInHref } from "./sign-in-return";

/** A redirect (or any answer) to send instead of the page, or null to let the request through. */
export type RouteGuard = (request: NextRequest) => NextResponse | null;

export const ROUTE_GUARDS = {
  // Optimistic check only: the profile pages verify the token themselves. A guest is sent home, where the
  // sign-in dialog opens and returns to the page.
  protected: (request) =>
    request.cookies.get(ACCESS_COOKIE)?.value
      ? null
      : NextResponse.redirect(new URL(signInHref(request.nextUrl.pathname), request.url)),
} satisfies Record<string, RouteGuard>;

export type RouteGuardName = keyof typeof ROUTE_GUARDS;

/** A page path of SPEC.md section 2 (answered with or without the trailing slash) and its guards, in order. */
export type GuardedRoute = { path: string; guards: readonly RouteGuardName[] };

/** The guards of a request path, in the order the route lists them; none for a path no route declares. */
export type RouteGuardLookup = (pathname: string) => readonly RouteGuard[];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Resolves every declared name to its guard now. Names arrive as plain strings too (a route table built at run
 * time, a cast): an unknown one throws, naming the route, the name and the known names.
 */
export function resolveRouteGuards(
  routes: readonly { path: string; guards: readonly string[] }[],
  registry: Readonly<Record<string, RouteGuard>>,
): RouteGuardLookup {
  const byPath = new Map<string, RouteGuard[]>();
  for (const route of routes) {
    const guards = route.guards.map((name) => {
      if (!Object.hasOwn(registry, name)) {
        const known = Object.keys(registry).join(", ");
        throw new Error(`Unknown route middleware "${name}" on route ${route.path} (known: ${known})`);
      }
      return registry[name];
    });
    byPath.set(withoutTrailingSlash(route.path), guards);
  }
  return (pathname) => byPath.get(withoutTrailingSlash(pathname)) ?? [];
}

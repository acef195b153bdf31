// The routes of SPEC.md section 2 that carry a guard, by guard name (lib/routing/route-guards.ts). Resolved when
// this module loads: the proxy and the start-up hook (instrumentation.ts) import it, so an unknown name stops the
// start with the error rather than serving the page unguarded. Typed names also make it a type error in `npm test`.
import { ROUTE_GUARDS, resolveRouteGuards, type GuardedRoute } from "./route-guards";

export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  { path: "/profile", guards: ["protected"] },
  { path: "/profile/settings", guards: ["protected"] },
];

export const guardsOfPath = resolveRouteGuards(GUARDED_ROUTES, ROUTE_GUARDS);

// Shared caches may keep catalogue reads only: they answer Cache-Control public with s-maxage and
// stale-while-revalidate; every other answer is private, no-store. No endpoint that reads the caller (auth
// optional or required), writes, or answers per visitor may ever be marked public.
import * as gamesRoute from "@/app/api/games/route";
import * as liveFeedRoute from "@/app/api/live_feed/route";
import * as countriesRoute from "@/app/api/payments/countries/route";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { endpointRegistry } from "@/lib/schemas/registry";
import { cacheControlOf } from "@/lib/server/http/handle-route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, type TestDb } from "../helpers/test-db";

const endpoints = Object.entries(endpointRegistry) as [string, Endpoint][];

it("marks only anonymous catalogue reads public", () => {
  const publicOnes = endpoints.filter(([, e]) => e.publicCacheSeconds).map(([name]) => name);
  expect(publicOnes).toEqual(
    expect.arrayContaining(["listGames", "getGame", "listGifts", "getGift", "listProducts"]),
  );
  for (const [name, e] of endpoints.filter(([, e]) => e.publicCacheSeconds)) {
    expect([name, e.method, e.auth ?? "none"]).toEqual([name, "GET", "none"]);
    expect(e.path).not.toMatch(
      /^\/api\/(admin|auth|orders\/(?!supply_channel\/servers|standoff\/settings|steam\/settings))/,
    );
  }
  expect(cacheControlOf(endpointRegistry.listGames as Endpoint)).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  );
});

describe("cache headers on real answers", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ seed: false });
  });
  afterAll(() => t.close());

  it("lets shared caches keep the games list and the live feed (briefly), never the visitor's country", async () => {
    expect((await callRoute(gamesRoute, "/api/games/")).headers.get("cache-control")).toMatch(
      /^public, .*s-maxage=60/,
    );
    expect((await callRoute(liveFeedRoute, "/api/live_feed/")).headers.get("cache-control")).toMatch(
      /s-maxage=5,/,
    );
    expect((await callRoute(countriesRoute, "/api/payments/countries/")).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });
});

/**
 * @jest-environment node
 */
// SPEC.md section 8: "Game load HTTP error | error page with that status". The game page's load is the server's
// own (no HTTP): a missing game is the not-found page, any other failure is logged with its cause and reaches the
// error screen with its status in the digest (the one part of a server error Next.js passes to error.tsx).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next-intl/server", () => ({
  getTranslations: async (ns: string) => jest.requireActual("../helpers/next-intl-mock").useTranslations(ns),
}));
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/server/catalog/games", () => ({ getGame: jest.fn() }));
jest.mock("@/lib/server/orders/kinds/steam-settings", () => ({ getSteamSettings: jest.fn() }));
jest.mock("@/lib/server/orders/kinds/standoff-settings", () => ({ getStandoffSettings: jest.fn() }));
jest.mock("@/lib/server/reviews/feedback", () => ({ listTargetReviews: jest.fn(async () => []) }));
jest.mock("@/lib/server/content/faq", () => ({ listFaq: jest.fn(async () => []) }));

import { prerender } from "react-dom/static";
import StoreError from "@/app/(store)/error";
import GamePage, { generateMetadata } from "@/app/(store)/games/[id]/page";
import { readErrorStatus } from "@/components/layout/read-error-status";
import { getGame } from "@/lib/server/catalog/games";
import { ApiError } from "@/lib/server/http/api-error";
import { notFound, throttled } from "@/lib/server/errors/domain-error";
import { getSteamSettings } from "@/lib/server/orders/kinds/steam-settings";
import { logger } from "@/lib/server/logger";
import messages from "@/messages/ru.json";

const mockedGetGame = getGame as jest.MockedFunction<typeof getGame>;
const mockedSteamSettings = getSteamSettings as jest.MockedFunction<typeof getSteamSettings>;
const props = (id: string) => ({ params: Promise.resolve({ id }) });

/** What Drizzle throws when PostgreSQL cannot be reached: the query (and its parameters) with the driver's error. */
function databaseDown() {
  const socket = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return new Error('Failed query: select "id" from "games" where "id" = $1\nparams: 7,shopper@example.com', {
    cause: socket,
  });
}

/** The page's rejection, as error.tsx receives it: Next.js keeps the digest and drops the rest in production. */
async function failureOf(render: Promise<unknown>) {
  const error = await render.then(
    () => {
      throw new Error("the page rendered");
    },
    (e: unknown) => e as Error & { digest?: string },
  );
  return { error, status: readErrorStatus({ digest: error.digest }) };
}

let logged: jest.SpyInstance;
let warned: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  logged = jest.spyOn(logger, "error").mockImplementation(() => undefined);
  warned = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the game page when its data fails to load", () => {
  it("shows 503 for a database that cannot be reached, and logs the cause without the query's parameters", async () => {
    mockedGetGame.mockRejectedValue(databaseDown());
    const { error, status } = await failureOf(GamePage(props("7")));
    expect(status).toBe(503);
    expect(error.digest).toBe("HTTP_STATUS;503");
    expect(error.message).not.toMatch(/shopper@example\.com|ECONNREFUSED/);
    expect(logged).toHaveBeenCalledTimes(1);
    const [entry, message] = logged.mock.calls[0];
    expect(message).toBe("page data failed to load");
    expect(entry).toMatchObject({ page: "game", gameId: 7, status: 503 });
    expect(entry.cause).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Failed query") }),
      expect.objectContaining({ errorCode: "ECONNREFUSED" }),
    ]);
    expect(JSON.stringify(entry)).not.toContain("shopper@example.com");
  });

  it("renders the error screen of the store with that status, not a generic 500", async () => {
    mockedGetGame.mockRejectedValue(databaseDown());
    const { error } = await failureOf(GamePage(props("7")));
    // What the browser's error boundary gets: a bare error with the digest (its screen is loaded lazily).
    const { prelude } = await prerender(
      <StoreError error={Object.assign(new Error("hidden"), { digest: error.digest })} reset={() => {}} />,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain(">503<");
    expect(html).toContain(messages.errors.any_other);
    expect(html).not.toContain(">500<");
  });

  it("shows 500 for any other failure, logged with its cause", async () => {
    mockedGetGame.mockRejectedValue(
      new TypeError("Cannot read properties of undefined (reading 'products')"),
    );
    const { status } = await failureOf(GamePage(props("3")));
    expect(status).toBe(500);
    expect(logged.mock.calls[0][0]).toMatchObject({
      gameId: 3,
      status: 500,
      cause: [{ name: "TypeError", message: expect.stringContaining("reading 'products'") }],
    });
  });

  it("keeps an API error's own status (429 here), logged as a warning", async () => {
    mockedGetGame.mockRejectedValue(throttled(30));
    expect((await failureOf(GamePage(props("4")))).status).toBe(429);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ status: 429 }), "page data refused");
    expect(logged).not.toHaveBeenCalled();
  });

  it("counts the checkout's settings as part of the load (Steam commission)", async () => {
    mockedGetGame.mockResolvedValue({ id: 2, resourcetype: "Steam" } as Awaited<ReturnType<typeof getGame>>);
    mockedSteamSettings.mockRejectedValue(databaseDown());
    expect((await failureOf(GamePage(props("2")))).status).toBe(503);
  });

  it("fails the metadata the same way (the page's <title> is loaded with the game)", async () => {
    mockedGetGame.mockRejectedValue(databaseDown());
    expect((await failureOf(generateMetadata(props("7")))).status).toBe(503);
  });

  it.each([
    ["no such game", () => mockedGetGame.mockResolvedValue(null)],
    ["a 404 API error", () => mockedGetGame.mockRejectedValue(notFound())],
    ["a malformed id", () => undefined],
  ])("is the not-found page for %s, and logs nothing", async (what, arrange) => {
    arrange();
    const { error } = await failureOf(GamePage(props(what === "a malformed id" ? "abc" : "9")));
    expect(error.digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(logged).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });

  it("throws on a bare error: neither the cause nor its detail goes to the browser", async () => {
    mockedGetGame.mockRejectedValue(new ApiError(503, { detail: "internal detail", code: "x" }));
    const { error, status } = await failureOf(GamePage(props("5")));
    expect(status).toBe(503);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).not.toContain("internal detail");
    expect(error.cause).toBeUndefined();
  });
});

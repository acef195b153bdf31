// The typed client's player lookup over HTTP (msw): the path, the snake_case query, the answers and failures
// as the user data form reads them.
import { http, HttpResponse } from "msw";
import { RequiredError, ResponseError } from "@/lib/api/errors";
import { lookupPlayer } from "@/lib/api/games";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

describe("lookupPlayer", () => {
  it("asks GET /api/games/{id}/player/ with user_id and server, and reads the nickname", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/games/:id/player/`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ nickname: "Игрок_5678" });
      }),
    );
    const { client } = makeClient();
    expect(await lookupPlayer({ id: 4, userId: "812345678", server: "8" }, { client })).toEqual({
      nickname: "Игрок_5678",
    });
    // No server (or an empty one) is left out of the query.
    await lookupPlayer({ id: 4, userId: "812345678", server: "" }, { client });
    expect(seen).toEqual([
      `${BASE}/api/games/4/player/?user_id=812345678&server=8`,
      `${BASE}/api/games/4/player/?user_id=812345678`,
    ]);
  });

  it("hands the form the provider's 'no such player' and the server's field errors, camelCased", async () => {
    server.use(
      http.get(`${BASE}/api/games/4/player/`, ({ request }) =>
        new URL(request.url).searchParams.get("user_id") === "812340000"
          ? HttpResponse.json(
              { detail: "Игрок с таким ID не найден.", code: "player_not_found" },
              { status: 404 },
            )
          : HttpResponse.json({ user_id: ["Неверный формат: нужно от 5 до 12 цифр."] }, { status: 400 }),
      ),
    );
    const { client } = makeClient();
    const missing = await lookupPlayer({ id: 4, userId: "812340000" }, { client }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ResponseError);
    expect(missing).toMatchObject({ status: 404, body: { code: "player_not_found" } });
    const invalid = await lookupPlayer({ id: 4, userId: "1234" }, { client }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      status: 400,
      body: { userId: ["Неверный формат: нужно от 5 до 12 цифр."] },
    });
  });

  it("names a missing user id and sends nothing", async () => {
    const { client } = makeClient();
    const error = await lookupPlayer({ id: 4, userId: "" }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as RequiredError).field).toBe("userId");
  });
});

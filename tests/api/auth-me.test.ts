// PATCH /api/auth/users/me/: a signed-in shopper renames themself; everyone else is refused.
import { z } from "zod";
import { eq } from "drizzle-orm";
import * as meRoute from "@/app/api/auth/users/me/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import * as schemaRoute from "@/app/api/docs/schema/route";
import { users } from "@/lib/server/db/schema";
import { endpointRegistry } from "@/lib/schemas/registry";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { call, forgedToken, insertAccount, signIn, unsignedToken, authSuite } from "./auth-test-kit";

const patchMe = (
  body: unknown,
  token?: string,
  extra: { rawBody?: string; headers?: Record<string, string> } = {},
) => call(meRoute, "/api/auth/users/me/", { method: "PATCH", body, token, ...extra });

describe.each(testEngines)("users/me/ on %s", (engine) => {
  const t = authSuite(engine);

  async function signedIn(nickname = "Старый ник") {
    const user = await insertAccount(t.db, { nickname });
    const { access } = await signIn(user.email, user.password);
    return { user, access };
  }

  it("renames the shopper (trimmed) and answers the whole profile, which the profile call then shows", async () => {
    const { user, access } = await signedIn();
    const res = await patchMe({ nickname: "  Новый ник  " }, access);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: user.id,
      email: user.email,
      nickname: "Новый ник",
      balance: "0.00",
    });
    expect(Object.keys(res.json.social_ids).sort()).toEqual(
      ["facebook", "google", "steam", "telegram", "vk", "vk_id", "yandex"].sort(),
    );
    const profile = await call(profileRoute, "/api/auth/profile/", { token: access });
    expect(profile.json.nickname).toBe("Новый ник");
  });

  it("changes only the caller's own account and ignores unknown fields", async () => {
    const other = await insertAccount(t.db, { nickname: "Чужой" });
    const { user, access } = await signedIn();
    const res = await patchMe(
      { nickname: "Мой", email: "stolen@example.com", balance: "99999.00", id: other.id },
      access,
    );
    expect(res.status).toBe(200);
    const [mine] = await t.db.select().from(users).where(eq(users.id, user.id));
    const [theirs] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(mine).toMatchObject({ nickname: "Мой", email: user.email, balance: "0.00" });
    expect(theirs.nickname).toBe("Чужой");
  });

  it("accepts exactly 32 characters, counting an emoji as one", async () => {
    const { access } = await signedIn();
    const name = "🎮".repeat(2) + "a".repeat(30);
    const res = await patchMe({ nickname: name }, access);
    expect(res.status).toBe(200);
    expect(res.json.nickname).toBe(name);
  });

  it.each([
    ["empty", { nickname: "" }],
    ["only spaces", { nickname: "    " }],
    ["33 characters", { nickname: "a".repeat(33) }],
    ["a megabyte", { nickname: "a".repeat(60_000) }],
    ["missing", {}],
    ["null", { nickname: null }],
    ["a number", { nickname: 42 }],
    ["a zero-width joiner", { nickname: "ad\u200dmin" }],
    ["a right-to-left override", { nickname: "abc\u202edef" }],
    ["a control character", { nickname: "line\nbreak" }],
  ])("refuses a nickname that is %s with 400 {nickname: [...]} and changes nothing", async (_, body) => {
    const { user, access } = await signedIn("Неизменный");
    const res = await patchMe(body, access);
    expect([400, 413]).toContain(res.status);
    if (res.status === 400) expect(res.json.nickname).toEqual([expect.any(String)]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.nickname).toBe("Неизменный");
  });

  it("refuses malformed JSON and other content types in DRF form", async () => {
    const { access } = await signedIn();
    const broken = await patchMe(undefined, access, {
      rawBody: "{nickname:",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ code: "parse_error" });
    const text = await patchMe(undefined, access, {
      rawBody: "nickname=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });

  it("needs a valid access token: none, forged, alg none and a refresh token are all 401", async () => {
    const user = await insertAccount(t.db, { nickname: "Защищённый" });
    const { refresh } = await signIn(user.email, user.password);
    const none = await patchMe({ nickname: "Взлом" });
    expect(none.status).toBe(401);
    expect(none.json.code).toBe("not_authenticated");
    for (const token of [await forgedToken("access", user.id), unsignedToken("access", user.id), refresh]) {
      const res = await patchMe({ nickname: "Взлом" }, token);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("token_not_valid");
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.nickname).toBe("Защищённый");
  });

  it("refuses a blocked account with 403 no_access", async () => {
    const { user, access } = await signedIn();
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const res = await patchMe({ nickname: "Блок" }, access);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("no_access");
  });

  it("answers other methods with 405 and an Allow header", async () => {
    const { access } = await signedIn();
    const res = await call(meRoute, "/api/auth/users/me/", {
      method: "POST",
      body: { nickname: "x" },
      token: access,
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("PATCH");
  });

  it("is documented under its path, and the answer fits the documented schema", async () => {
    const doc = (await callRoute(schemaRoute, "/api/docs/schema/")).json;
    const operation = doc.paths["/api/auth/users/me/"].patch;
    expect(operation.operationId).toBe("updateMe");
    expect(operation.responses["401"]).toBeDefined();
    expect(endpointRegistry.updateMe.path).toBe("/api/auth/users/me/");
    const documented = z.fromJSONSchema(operation.responses["200"].content["application/json"].schema);
    const { access } = await signedIn();
    const res = await patchMe({ nickname: "Документ" }, access);
    expect(documented.safeParse(res.json).success).toBe(true);
    expect(documented.safeParse({ ...res.json, unexpected: 1 }).success).toBe(false);
  });
});

import { decodeJwt } from "jose";
import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import * as gamesRoute from "@/app/api/games/route";
import { eq } from "drizzle-orm";
import { users } from "@/lib/server/db/schema";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { testEngines } from "../helpers/test-db";
import {
  call,
  forgedToken,
  insertAccount,
  minutesLater,
  signIn,
  unsignedToken,
  authSuite,
} from "./auth-test-kit";
import { rawPost } from "../helpers/call-route";
import { noSocialIds } from "../helpers/social-ids";
import { fieldsOf } from "../helpers/fields-of";

const create = (body: unknown, init: { ip?: string } = {}) =>
  call(createRoute, "/api/auth/jwt/create/", { method: "POST", body, ...init });
const refresh = (token: unknown) =>
  call(refreshRoute, "/api/auth/jwt/refresh/", { method: "POST", body: { refresh: token } });
const profile = (token?: string, headers: Record<string, string> = {}) =>
  call(profileRoute, "/api/auth/profile/", { token, headers });

describe.each(testEngines)("JWT create, refresh and profile on %s", (engine) => {
  const t = authSuite(engine);
  afterEach(() => setAuthClockForTests(undefined));

  describe("jwt/create", () => {
    it("answers an access and a refresh token with the documented claims", async () => {
      const user = await insertAccount(t.db);
      const res = await create({ email: user.email.toUpperCase(), password: user.password });
      expect(res.status).toBe(200);
      expect(fieldsOf(res.json).sort()).toEqual(["access", "refresh"]);
      const access = decodeJwt(res.json.access);
      const refreshClaims = decodeJwt(res.json.refresh);
      expect(access).toMatchObject({ token_type: "access", sub: String(user.id) });
      expect(refreshClaims).toMatchObject({ token_type: "refresh", sub: String(user.id) });
      expect(access.exp! - access.iat!).toBe(15 * 60);
      expect(refreshClaims.exp! - refreshClaims.iat!).toBe(30 * 24 * 3600);
      expect(access.jti).not.toBe(refreshClaims.jti);
    });

    it("answers a wrong password and an unknown e-mail with the same 401 body", async () => {
      const user = await insertAccount(t.db);
      const wrong = await create({ email: user.email, password: "not-the-password" });
      const unknown = await create({ email: "nobody-here@example.com", password: "whatever-password" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json).toEqual({ detail: expect.any(String), code: "no_active_account" });
      expect(unknown.json).toEqual(wrong.json);
    });

    it("refuses an account without a password (social-only) like a wrong password", async () => {
      const user = await insertAccount(t.db, { passwordHash: null });
      const res = await create({ email: user.email, password: "anything-at-all" });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("no_active_account");
    });

    it("answers 403 no_access to a blocked account with the right password", async () => {
      const user = await insertAccount(t.db, { isBlocked: true });
      const res = await create({ email: user.email, password: user.password });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ detail: expect.any(String), code: "no_access" });
    });

    it("answers field errors for missing or mistyped fields and 400 for malformed JSON", async () => {
      const missing = await create({});
      expect(missing.status).toBe(400);
      expect(missing.json).toEqual({ email: ["Обязательное поле."], password: ["Обязательное поле."] });
      const typed = await create({ email: 5, password: ["x"] });
      expect(typed.status).toBe(400);
      expect(fieldsOf(typed.json).sort()).toEqual(["email", "password"]);
      const malformed = await call(createRoute, "/api/auth/jwt/create/", rawPost('{"email": "a@b.ru", '));
      expect(malformed.status).toBe(400);
      expect(malformed.json.code).toBe("parse_error");
    });

    it("refuses a huge password before any hashing", async () => {
      const user = await insertAccount(t.db);
      const started = Date.now();
      const megabyte = await create({ email: user.email, password: "x".repeat(1024 * 1024) });
      expect(megabyte.status).toBe(413);
      const long = await create({ email: user.email, password: "x".repeat(10_000) });
      expect(long.status).toBe(400);
      expect(long.json.password).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it("answers 405 with Allow for other methods", async () => {
      const res = await call(createRoute, "/api/auth/jwt/create/");
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });
  });

  describe("jwt/refresh", () => {
    it("rotates: a new pair, and the presented refresh token is spent", async () => {
      const user = await insertAccount(t.db);
      const first = await signIn(user.email, user.password);
      const second = await refresh(first.refresh);
      expect(second.status).toBe(200);
      expect(second.json.refresh).not.toBe(first.refresh);
      expect(second.json.access).not.toBe(first.access);
      expect((await profile(second.json.access)).status).toBe(200);
      const third = await refresh(second.json.refresh);
      expect(third.status).toBe(200);
    });

    it("revokes the whole family when a spent token is presented again", async () => {
      const user = await insertAccount(t.db);
      const first = await signIn(user.email, user.password);
      const second = await refresh(first.refresh);
      expect(second.status).toBe(200);
      const replay = await refresh(first.refresh);
      expect(replay.status).toBe(400);
      expect(replay.json).toEqual({ detail: expect.any(String), code: "token_not_valid" });
      // The newer token of the same sign-in is dead too: whoever holds it must sign in again.
      const newer = await refresh(second.json.refresh);
      expect(newer.status).toBe(400);
      // Another sign-in (another family) is untouched.
      const other = await signIn(user.email, user.password);
      expect((await refresh(other.refresh)).status).toBe(200);
    });

    it("lets only one of two simultaneous uses of a refresh token through, then revokes the family", async () => {
      const user = await insertAccount(t.db);
      const pair = await signIn(user.email, user.password);
      const results = await Promise.all([refresh(pair.refresh), refresh(pair.refresh)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const winner = results.find((r) => r.status === 200)!;
      expect((await refresh(winner.json.refresh)).status).toBe(400);
    });

    it("answers 400 token_not_valid for an expired refresh token", async () => {
      const user = await insertAccount(t.db);
      const pair = await signIn(user.email, user.password);
      setAuthClockForTests(minutesLater(30 * 24 * 60 + 1));
      const res = await refresh(pair.refresh);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("token_not_valid");
    });

    it("answers 400 for a forged signature, alg none, an access token and garbage", async () => {
      const user = await insertAccount(t.db);
      const pair = await signIn(user.email, user.password);
      for (const bad of [
        await forgedToken("refresh", user.id),
        unsignedToken("refresh", user.id),
        pair.access,
        "garbage",
        "",
      ]) {
        const res = await refresh(bad);
        expect(res.status).toBe(400);
        if (bad) expect(res.json.code).toBe("token_not_valid");
      }
      const tampered = pair.refresh.slice(0, -2) + (pair.refresh.endsWith("AA") ? "BB" : "AA");
      expect((await refresh(tampered)).status).toBe(400);
      expect((await refresh(pair.refresh)).status).toBe(200);
    });

    it("answers 403 no_access when the account was blocked since", async () => {
      const user = await insertAccount(t.db);
      const pair = await signIn(user.email, user.password);
      await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
      const res = await refresh(pair.refresh);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("no_access");
    });
  });

  describe("profile", () => {
    it("answers the profile with every provider in social_ids", async () => {
      const user = await insertAccount(t.db, {
        nickname: "Игрок",
        balance: "12.50",
        avatarImg: "/images/a.svg",
      });
      const { access } = await signIn(user.email, user.password);
      const res = await profile(access);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        id: user.id,
        email: user.email,
        nickname: "Игрок",
        avatar_img: "/images/a.svg",
        balance: "12.50",
        active_promo_code: null,
        social_ids: noSocialIds,
        is_staff: false,
      });
    });

    it("says whether the account is staff (the account menu links to the console)", async () => {
      for (const role of ["support", "admin"] as const) {
        const staff = await insertAccount(t.db, { role });
        const { access } = await signIn(staff.email, staff.password);
        expect((await profile(access)).json).toMatchObject({ id: staff.id, is_staff: true });
      }
    });

    it("answers 401 not_authenticated without a token, also for another scheme", async () => {
      const headerSets: Record<string, string>[] = [{}, { authorization: "Basic dXNlcjpwYXNz" }];
      for (const headers of headerSets) {
        const res = await profile(undefined, headers);
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ detail: expect.any(String), code: "not_authenticated" });
      }
    });

    it("answers 401 token_not_valid for bad, forged, unsigned, refresh and expired tokens", async () => {
      const user = await insertAccount(t.db);
      const pair = await signIn(user.email, user.password);
      const bad = [
        "not-a-jwt",
        await forgedToken("access", user.id),
        unsignedToken("access", user.id),
        pair.refresh,
      ];
      for (const token of bad) {
        const res = await profile(token);
        expect(res.status).toBe(401);
        expect(res.json.code).toBe("token_not_valid");
      }
      setAuthClockForTests(minutesLater(16));
      expect((await profile(pair.access)).json.code).toBe("token_not_valid");
      setAuthClockForTests(undefined);
      expect((await profile(pair.access)).status).toBe(200);
      const twoParts = await profile(undefined, { authorization: `Bearer ${pair.access} extra` });
      expect(twoParts.status).toBe(401);
    });

    it("answers 403 no_access for a blocked account, on public endpoints too", async () => {
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
      const res = await profile(access);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ detail: expect.any(String), code: "no_access" });
      const games = await call(gamesRoute, "/api/games/", { token: access });
      expect(games.status).toBe(403);
      // Once the client drops the token (it logs out on no_access) the catalogue answers again.
      expect((await call(gamesRoute, "/api/games/")).status).toBe(200);
    });
  });
});

// The small pure pieces behind the auth UI: reading a provider's answer, the return path, DRF error mapping.
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { readSocialCallback } from "@/components/auth/redirect/read-social-callback";
import { shortenUid } from "@/components/profile-settings/shorten-uid";
import { ResponseError } from "@/lib/api/errors";
import { signUpFormSchema } from "@/lib/schemas/auth/forms";
import { toSafeReturnPath } from "@/lib/state/session-return-path";
import { readSocialIntent, rememberSocialIntent } from "@/lib/state/session-social-intent";

const fallbacks = { network: "NETWORK", timeout: "TIMEOUT", server: "SERVER" };
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);

describe("readSocialCallback", () => {
  it("reads code, state and VK ID's device_id", () => {
    expect(readSocialCallback("vk_id", "?code=a&state=b&device_id=c", "")).toEqual({
      kind: "code",
      code: "a",
      state: "b",
      deviceId: "c",
    });
    expect(readSocialCallback("google", "?code=a&state=b&device_id=c", "")).toEqual({
      kind: "code",
      code: "a",
      state: "b",
      deviceId: undefined,
    });
  });

  it("takes Steam's whole query string and Telegram's tgAuthResult (query or fragment)", () => {
    const steam = "?openid.ns=x&openid.mode=id_res&state=s";
    expect(readSocialCallback("steam", steam, "")).toEqual({
      kind: "code",
      code: steam.slice(1),
      state: "s",
    });
    expect(readSocialCallback("telegram", "?state=s", "#tgAuthResult=abc")).toEqual({
      kind: "code",
      code: "abc",
      state: "s",
    });
    expect(readSocialCallback("telegram", "?tgAuthResult=xyz&state=s", "")).toMatchObject({ code: "xyz" });
  });

  it("tells a refusal, a provider error and a missing code apart", () => {
    expect(readSocialCallback("yandex", "?error=access_denied&state=s", "")).toEqual({ kind: "denied" });
    expect(readSocialCallback("vk", "?error=server_error&error_description=Down", "")).toEqual({
      kind: "error",
      description: "Down",
    });
    expect(readSocialCallback("vk", "?error=x&error_description=" + "a".repeat(1000), "")).toMatchObject({
      description: "a".repeat(300),
    });
    expect(readSocialCallback("google", "?state=s", "")).toEqual({ kind: "missing" });
  });

  it("reads an answer without state as missing, whatever the provider (login CSRF)", () => {
    expect(readSocialCallback("vk", "?code=attacker-code", "")).toEqual({ kind: "missing" });
    expect(readSocialCallback("facebook", "?code=c&state=", "")).toEqual({ kind: "missing" });
    expect(readSocialCallback("google", "?code=c", "")).toEqual({ kind: "missing" });
    expect(readSocialCallback("telegram", "", "#tgAuthResult=abc")).toEqual({ kind: "missing" });
    expect(readSocialCallback("steam", "?openid.ns=x&openid.mode=id_res", "")).toEqual({ kind: "missing" });
  });
});

describe("toSafeReturnPath", () => {
  it.each([
    ["/gifts?type=dlc#top", "/gifts?type=dlc#top"],
    ["/profile/settings", "/profile/settings"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps a path on this site: %s", (raw, expected) => expect(toSafeReturnPath(raw)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/auth/google/redirect?code=x",
    "/path\nwith-newline",
    "/tab\tinside",
    "",
    42,
    null,
    "/" + "a".repeat(3000),
  ])("refuses %p", (raw) => expect(toSafeReturnPath(raw, "/fallback")).toBe("/fallback"));
});

describe("social intent", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("is read back only for the same provider and while recent", () => {
    rememberSocialIntent({ provider: "google", kind: "bind", returnTo: "https://evil.example" });
    expect(readSocialIntent("google")).toMatchObject({ provider: "google", kind: "bind", returnTo: "/" });
    expect(readSocialIntent("vk")).toBeNull();
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now + 2 * 60 * 60 * 1000);
    expect(readSocialIntent("google")).toBeNull();
    jest.restoreAllMocks();
  });

  it("ignores garbage in storage", () => {
    window.sessionStorage.setItem("auth:social-intent", "{not json");
    expect(readSocialIntent("google")).toBeNull();
    window.sessionStorage.setItem(
      "auth:social-intent",
      JSON.stringify({ provider: "google", kind: "admin", returnTo: "/", startedAt: Date.now() }),
    );
    expect(readSocialIntent("google")).toBeNull();
  });
});

describe("readServerErrors", () => {
  it("puts field errors on known fields, renames aliased ones and sends the rest to the form", () => {
    const error = failure(400, {
      newPassword: ["Слишком короткий."],
      token: ["Неверный токен."],
      email: "one string",
    });
    expect(readServerErrors(error, ["password", "email"], fallbacks, { newPassword: "password" })).toEqual({
      fields: { password: "Слишком короткий.", email: "one string" },
      root: "Неверный токен.",
    });
  });

  it("uses detail, non_field_errors and nested messages; ignores code", () => {
    expect(readServerErrors(failure(401, { detail: "Нет", code: "x" }), [], fallbacks).root).toBe("Нет");
    expect(readServerErrors(failure(400, { non_field_errors: ["Общая"] }), [], fallbacks).root).toBe("Общая");
    expect(readServerErrors(failure(400, { products: [{ quantity: ["Много"] }] }), [], fallbacks).root).toBe(
      "Много",
    );
  });

  it("falls back by status when the body says nothing, and to the network message for non-HTTP failures", () => {
    expect(readServerErrors(failure(408, undefined), [], fallbacks).root).toBe("TIMEOUT");
    expect(readServerErrors(failure(503, undefined), [], fallbacks).root).toBe("NETWORK");
    expect(readServerErrors(failure(500, "<html>stack</html>"), [], fallbacks).root).toBe("SERVER");
    expect(readServerErrors(new TypeError("Failed to fetch"), [], fallbacks).root).toBe("NETWORK");
  });
});

describe("sign-up form schema (the server's rules plus the repeated password)", () => {
  const parse = (v: Partial<Record<"email" | "password" | "passwordRepeat", string>>) =>
    signUpFormSchema.safeParse({
      email: "a@b.ru",
      password: "Long-Enough-9",
      passwordRepeat: "Long-Enough-9",
      ...v,
    });

  it("accepts a good pair and normalises the address", () => {
    const result = parse({ email: "  Mixed@Case.RU " });
    expect(result.success && result.data.email).toBe("mixed@case.ru");
  });

  it.each([
    [{ password: "password" }, "password"],
    [{ password: "a".repeat(129), passwordRepeat: "a".repeat(129) }, "password"],
    [
      { email: "ivan.petrov@example.com", password: "ivan.petrov1", passwordRepeat: "ivan.petrov1" },
      "password",
    ],
    [{ passwordRepeat: "Other-Pass-9" }, "passwordRepeat"],
    [{ email: "нет@почта" }, "email"],
  ])("refuses %p on %s", (values, field) => {
    const result = parse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe("shortenUid", () => {
  it("keeps short ids and shortens long ones around an ellipsis", () => {
    expect(shortenUid("12345")).toBe("12345");
    expect(shortenUid("123456789012")).toBe("123456789012");
    expect(shortenUid("76561198000000042")).toBe("765611…0042");
  });
});

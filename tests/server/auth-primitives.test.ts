// Building blocks of the accounts module: password hashing and rules, redirect checks, cookie flags, config.
import { hashPassword, verifyPassword } from "@/lib/server/auth/password-hash";
import { newPasswordSchema } from "@/lib/schemas/auth/fields";
import { isAllowedRedirectUri } from "@/lib/server/auth/social/check-redirect-uri";
import { secureCookieOptions } from "@/lib/server/auth/cookie-options";
import { decodeUid, encodeUid } from "@/lib/server/auth/reset-uid";
import { readConfig, resetConfigForTests } from "@/lib/server/config";

describe("password hashes", () => {
  it("are salted scrypt strings that verify the right password only", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsf", a)).toBe(false);
    // NFC and NFD spellings of "й" are the same password.
    const nfc = await hashPassword("пароль-й".normalize("NFC"));
    expect(await verifyPassword("пароль-й".normalize("NFD"), nfc)).toBe(true);
  });

  it("treat malformed or hostile stored hashes as a mismatch", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$x",
      "scrypt$1073741824$8$1$AAAA$AAAA",
      "scrypt$16384$8$1$AAAA$short",
    ]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });
});

describe("new password rules", () => {
  it.each([
    ["Tr1cky-Passphrase", true],
    ["пароль-для-игр", true],
    ["short", false],
    ["iloveyou", false],
    ["P@ssw0rd", false],
    ["1234567890123", false],
    ["x".repeat(128), true],
    ["x".repeat(129), false],
  ])("%j -> %s", (password, ok) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(ok);
  });
});

describe("redirect_uri check", () => {
  const request = new URL("http://localhost:3000/api/auth/social/vk/url/");
  it.each([
    ["http://localhost:3000/auth/vk/redirect", true],
    ["http://localhost:3000/auth/vk/redirect/", true],
    ["http://localhost:3000/auth/vk/redirect#x", false],
    ["http://localhost:3000/auth/vk/../vk/redirect", false],
    ["http://localhost:3001/auth/vk/redirect", false],
    ["https://localhost:3000/auth/vk/redirect", false],
    ["http://localhost:3000.evil.example/auth/vk/redirect", false],
    ["http://evil.example\\@localhost:3000/auth/vk/redirect", false],
    ["//evil.example/auth/vk/redirect", false],
  ])("%s -> %s", (uri, ok) => {
    expect(isAllowedRedirectUri(uri, "vk", request)).toBe(ok);
  });
});

describe("cookies and config", () => {
  afterEach(() => {
    delete process.env.SITE_URL;
    resetConfigForTests();
  });

  it("are HttpOnly and SameSite=Lax, and Secure on https or behind an https SITE_URL in production", () => {
    expect(secureCookieOptions(new URL("http://localhost/"), "/", 60)).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: false,
    });
    expect(secureCookieOptions(new URL("https://shop.example/"), "/", 60).secure).toBe(true);
    const env = process.env as Record<string, string>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = "production";
    env.SITE_URL = "https://shop.example";
    resetConfigForTests();
    try {
      expect(secureCookieOptions(new URL("http://10.0.0.5:3000/"), "/", 60).secure).toBe(true);
    } finally {
      env.NODE_ENV = previous;
    }
  });

  it("live mode names the missing secrets", () => {
    const env = (vars: Record<string, string>) => ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;
    expect(() => readConfig(env({ STORE_MODE: "live" }))).toThrow(/AUTH_SECRET[\s\S]*SITE_URL/);
    expect(() => readConfig(env({ AUTH_SECRET: "too-short" }))).toThrow(/AUTH_SECRET/);
    expect(
      readConfig(env({ STORE_MODE: "live", AUTH_SECRET: "k".repeat(32), SITE_URL: "https://shop.example" }))
        .STORE_MODE,
    ).toBe("live");
  });

  it("reset uids round-trip and refuse garbage", () => {
    expect(decodeUid(encodeUid(42))).toBe(42);
    expect(encodeUid(42)).toBe("NDI");
    for (const bad of ["", "!!", "MDA", "LTE", "OTk5OTk5OTk5OTk5", "a".repeat(40)])
      expect(decodeUid(bad)).toBeNull();
  });
});

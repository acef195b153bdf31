// The page a sign-in returns to comes from the query string: only a path of this site is followed.
import { readSignInReturn, signInHref } from "@/lib/routing/sign-in-return";

describe("sign-in return path", () => {
  it("round-trips a guarded page", () => {
    expect(signInHref("/profile/settings")).toBe("/?sign_in=%2Fprofile%2Fsettings");
    expect(readSignInReturn("?sign_in=%2Fprofile%2Fsettings")).toBe("/profile/settings");
    expect(readSignInReturn("?sign_in=/profile?page=2")).toBe("/profile?page=2");
  });

  it.each([
    "",
    "?sign_in=",
    "?sign_in=https://evil.example/",
    "?sign_in=//evil.example/profile",
    "?sign_in=/%5Cevil.example",
    "?sign_in=javascript:alert(1)",
    "?sign_in=profile",
    "?sign_in=/pro%20file",
    `?sign_in=/${"a".repeat(600)}`,
  ])("ignores %s", (search) => {
    expect(readSignInReturn(search)).toBeNull();
  });
});

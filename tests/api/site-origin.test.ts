// Links in e-mails come from configuration (SITE_URL, else http://localhost:PORT), never from the Host header,
// which anyone can forge to point a reset link at their own site.
import * as usersRoute from "@/app/api/auth/users/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import { resetConfigForTests } from "@/lib/server/config";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, outbox, authSuite } from "./auth-test-kit";

const FORGED = { host: "evil.example:8443", "x-forwarded-proto": "https" };

async function linksTo(email: string) {
  const text = (await outbox())
    .filter((m) => m.to === email)
    .map((m) => m.text)
    .join("\n");
  return [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => new URL(m[0]));
}

describe.each(testEngines)("public links from configuration on %s", (engine) => {
  const t = authSuite(engine);
  afterEach(() => {
    delete process.env.SITE_URL;
    delete process.env.PORT;
    resetConfigForTests();
  });

  it("a reset link under a forged Host points at http://localhost:PORT when SITE_URL is unset", async () => {
    process.env.PORT = "3339";
    resetConfigForTests();
    const user = await insertAccount(t.db);
    const res = await call(resetRoute, "/api/auth/users/reset_password/", {
      method: "POST",
      body: { email: user.email },
      headers: FORGED,
    });
    expect(res.status).toBe(204);
    const links = await linksTo(user.email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.origin).toBe("http://localhost:3339");
  });

  it("with SITE_URL set, reset and sign-up mails link to it whatever the Host", async () => {
    process.env.SITE_URL = "https://shop.example/";
    resetConfigForTests();
    const user = await insertAccount(t.db);
    await call(resetRoute, "/api/auth/users/reset_password/", {
      method: "POST",
      body: { email: user.email },
      headers: FORGED,
    });
    // Signing up with a taken address mails its owner: that mail's links must not be forgeable either.
    await call(usersRoute, "/api/auth/users/", {
      method: "POST",
      body: { email: user.email, password: "Another-Password-5" },
      headers: FORGED,
    });
    const newcomer = "newcomer@example.com";
    await call(usersRoute, "/api/auth/users/", {
      method: "POST",
      body: { email: newcomer, password: "Another-Password-5" },
      headers: FORGED,
    });
    const links = [...(await linksTo(user.email)), ...(await linksTo(newcomer))];
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.origin).toBe("https://shop.example");
  });
});

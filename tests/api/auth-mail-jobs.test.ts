// The accounts e-mails are durable send-mail jobs, like the order mails: queued by the request (in the sign-up's
// transaction), sent by the mail worker, retried when the mail server fails. A reset is queued alike for every
// address and composed by the job, so the request does the same work whether or not the address is registered.
import { sql } from "drizzle-orm";
import * as usersRoute from "@/app/api/auth/users/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import { resetConfigForTests } from "@/lib/server/config";
import { listOutbox } from "@/lib/server/mail/outbox";
import { makeMailRetriesDue, runMailJobs, storedMailJobs, type StoredMailJob } from "../helpers/mail-jobs";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, authSuite } from "./auth-test-kit";

const register = (email: string) =>
  call(usersRoute, "/api/auth/users/", { method: "POST", body: { email, password: "Tr1cky-Passphrase" } });
const reset = (email: string) =>
  call(resetRoute, "/api/auth/users/reset_password/", { method: "POST", body: { email } });

const addressedTo = (email: string) => (job: StoredMailJob) =>
  ("to" in job.data && job.data.to === email) ||
  ("passwordReset" in job.data && job.data.passwordReset.email === email);

describe.each(testEngines)("accounts e-mails as send-mail jobs on %s", (engine) => {
  const t = authSuite(engine, { SITE_URL: "https://shop.example" });
  afterEach(async () => {
    delete process.env.SMTP_URL;
    resetConfigForTests();
    await runMailJobs();
  });

  const jobsTo = async (email: string) => (await storedMailJobs(t.db)).filter(addressedTo(email));
  const mailsTo = async (email: string) => (await listOutbox()).filter((m) => m.to === email);
  const resetTokensOf = async (email: string) => {
    const result = (await t.db.execute(sql`
      select count(*)::int as n from password_reset_tokens r join users u on u.id = r.user_id
      where lower(u.email) = ${email}
    `)) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  };

  it("a sign-up queues the welcome, and a taken address the notice, each sent when its job runs", async () => {
    await insertAccount(t.db, { email: "queued-owner@example.com" });
    expect((await register("queued-new@example.com")).status).toBe(201);
    expect((await register("queued-owner@example.com")).status).toBe(201);
    const [welcome] = await jobsTo("queued-new@example.com");
    const [notice] = await jobsTo("queued-owner@example.com");
    expect(welcome).toMatchObject({ state: "created", data: { subject: expect.stringContaining("добро") } });
    expect(notice).toMatchObject({ state: "created", data: { subject: expect.stringContaining("попытка") } });
    expect(await mailsTo("queued-new@example.com")).toEqual([]);

    expect(await runMailJobs()).toEqual({ ran: 2, refused: 0, failed: [] });
    expect((await mailsTo("queued-new@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("добро пожаловать"),
    ]);
    expect((await mailsTo("queued-owner@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("попытка регистрации"),
    ]);
    expect((await jobsTo("queued-new@example.com")).map((j) => j.state)).toEqual(["completed"]);
  });

  it("a reset queues one job alike for a known, a blocked and an unknown address; only the known one gets a link", async () => {
    await insertAccount(t.db, { email: "reset-known@example.com" });
    await insertAccount(t.db, { email: "reset-blocked@example.com", isBlocked: true });
    for (const email of [
      "reset-known@example.com",
      "reset-blocked@example.com",
      "reset-nobody@example.com",
    ]) {
      expect((await reset(email)).status).toBe(204);
      // The request stored the same job for each (no lookup, no token), and no secret: the token is minted by the job.
      expect((await jobsTo(email)).map((j) => j.data)).toEqual([
        { passwordReset: { email, siteUrl: "https://shop.example" } },
      ]);
    }
    expect(await resetTokensOf("reset-known@example.com")).toBe(0);

    expect(await runMailJobs()).toEqual({ ran: 3, refused: 0, failed: [] });
    const [mail] = await mailsTo("reset-known@example.com");
    expect(mail.subject).toContain("восстановление пароля");
    expect(mail.text).toMatch(/https:\/\/shop\.example\/auth\/reset-password\?uid=\S+&token=\S+/);
    expect(await resetTokensOf("reset-known@example.com")).toBe(1);
    expect(await mailsTo("reset-blocked@example.com")).toEqual([]);
    expect(await mailsTo("reset-nobody@example.com")).toEqual([]);
    expect(await resetTokensOf("reset-blocked@example.com")).toBe(0);
  });

  it("a mail server that is down leaves the job to be retried, and the retry delivers the mail", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetConfigForTests();
    expect((await register("retried@example.com")).status).toBe(201);
    const first = await runMailJobs();
    expect(first.ran).toBe(1);
    expect(first.failed).toHaveLength(1);
    expect(await jobsTo("retried@example.com")).toMatchObject([{ state: "retry" }]);
    expect(await mailsTo("retried@example.com")).toEqual([]);

    delete process.env.SMTP_URL;
    resetConfigForTests();
    await makeMailRetriesDue(t.db);
    expect(await runMailJobs()).toEqual({ ran: 1, refused: 0, failed: [] });
    expect((await mailsTo("retried@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("добро пожаловать"),
    ]);
    // The same job, on its second try.
    expect(await jobsTo("retried@example.com")).toMatchObject([{ state: "completed", retryCount: 1 }]);
  });
});

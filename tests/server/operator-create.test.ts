// `npm run operator:create` as an operator runs it, against a fresh DATA_DIR's PGlite (and a fresh PostgreSQL
// database when TEST_DATABASE_URL is set): creates or promotes a staff account, audited, refuses weak passwords,
// asks for the password on a terminal without echo, and stops with a clear message when there is none.
import { spawn } from "node:child_process";
import { verifyPassword } from "@/lib/server/auth/password-hash";
import {
  collectRun,
  runNpm,
  scriptEnv,
  scriptTargets,
  targetPerTest,
  type Run,
  type ScriptTarget as Target,
} from "../helpers/script-target";

const TIMEOUT_MS = 120_000;
const COMMAND = ["run", "--silent", "operator:create", "--"];

/** Without a terminal: stdin is /dev/null. */
const runCreate = (target: Target, args: string[]) => runNpm([...COMMAND, ...args], target.env);

/** Without a terminal, every answer given as an option. */
const runCreateWith = (target: Target, email: string, password: string, role: string) =>
  runCreate(target, ["--email", email, "--password", password, "--role", role]);

/**
 * On a terminal: util-linux `script` gives the command a pseudo-terminal; each answer is typed once the
 * question it answers has been printed (so it arrives in raw mode, as a person's typing would).
 */
function runCreateOnTerminal(target: Target, args: string[], answers: [RegExp, string][]): Promise<Run> {
  const command = ["npm", ...COMMAND, ...args].map((a) => `'${a}'`).join(" ");
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    env: scriptEnv(target.env),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let seen = "";
  let next = 0;
  child.stdout.on("data", (d) => {
    seen += d;
    while (next < answers.length && answers[next][0].test(seen)) {
      seen = seen.replace(answers[next][0], "");
      child.stdin.write(`${answers[next][1]}\r`);
      next += 1;
    }
  });
  return collectRun(child);
}

const engines = scriptTargets("operator");

const accounts = (target: Target) =>
  target.exec("select id, email, role::text as role, password_hash from users order by id");
const audit = (target: Target) =>
  target.exec("select actor_id, actor_email, action, target_id, before, after from audit_log order by id");

describe.each(engines)("npm run operator:create on %s", (_engine, makeTarget) => {
  const target = targetPerTest(makeTarget);

  it(
    "creates an admin, then changes an existing account's role without asking for a password; both audited",
    async () => {
      const created = await runCreateWith(target, "Boss@Example.com", "Strong-pass-42", "admin");
      expect(created).toMatchObject({ code: 0, stderr: "" });
      expect(created.stdout).toMatch(/^✔ Created admin boss@example\.com \(account \d+\)\n$/);
      const [account] = await accounts(target);
      expect(account).toMatchObject({ email: "boss@example.com", role: "admin" });
      expect(await verifyPassword("Strong-pass-42", String(account.password_hash))).toBe(true);

      const demoted = await runCreate(target, ["--email", "boss@example.com", "--role=support"]);
      expect(demoted).toMatchObject({ code: 0, stderr: "" });
      expect(demoted.stdout).toContain("is now support, was admin; password unchanged");
      expect(await accounts(target)).toEqual([{ ...account, role: "support" }]);
      expect(await audit(target)).toEqual([
        expect.objectContaining({
          actor_id: null,
          action: "staff.create",
          after: { email: "boss@example.com", role: "admin" },
        }),
        expect.objectContaining({
          action: "staff.set_role",
          before: { role: "admin" },
          target_id: String(account.id),
        }),
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    "refuses a weak password, a bad role or e-mail, and a missing password without a terminal; creates nothing",
    async () => {
      const weak = await runCreateWith(target, "ops@example.com", "12345678", "admin");
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/^✖ password refused: .*только из цифр/);
      const likeEmail = await runCreateWith(target, "operator.one@example.com", "operator.one1", "admin");
      expect(likeEmail.stderr).toMatch(/^✖ password refused: .*похож на адрес/);
      const role = await runCreateWith(target, "ops@example.com", "Strong-pass-42", "root");
      expect(role).toMatchObject({ code: 1, stderr: '✖ --role must be one of support, admin, not "root"\n' });
      const email = await runCreateWith(target, "not-an-email", "Strong-pass-42", "admin");
      expect(email.stderr).toMatch(/^✖ --email: /);
      const usage = await runCreate(target, ["--email", "ops@example.com"]);
      expect(usage.stderr).toMatch(/^✖ usage: npm run operator:create/);
      const noTerminal = await runCreate(target, ["--email", "ops@example.com", "--role", "support"]);
      expect(noTerminal).toMatchObject({
        code: 1,
        stderr:
          "✖ no password given for the new account ops@example.com, and no terminal to ask for one: pass --password P\n",
      });
      expect(await accounts(target)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "asks for the password twice on a terminal without echoing it",
    async () => {
      const run = await runCreateOnTerminal(
        target,
        ["--email", "ops@example.com", "--role", "support"],
        [
          [/Password for ops@example\.com: /, "Typed-secret-99"],
          [/Repeat the password: /, "Typed-secret-99"],
        ],
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("✔ Created support ops@example.com");
      expect(run.stdout).not.toContain("Typed-secret-99");
      const [account] = await accounts(target);
      expect(account).toMatchObject({ email: "ops@example.com", role: "support" });
      expect(await verifyPassword("Typed-secret-99", String(account.password_hash))).toBe(true);
    },
    TIMEOUT_MS,
  );
});

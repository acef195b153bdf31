// A DATABASE_URL that cannot work is reported in one line with the host and the reason, never the password.
import { openDatabase } from "@/lib/server/db/client";
import { describePostgresError } from "@/lib/server/db/describe-postgres-error";
import { isStartupError } from "@/lib/server/startup-error";

async function openError(url: string): Promise<Error> {
  try {
    const handle = await openDatabase(url);
    await handle.close();
  } catch (err) {
    return err as Error;
  }
  throw new Error(`${url} opened`);
}

describe("describePostgresError", () => {
  it("names the variable, host and reason for socket errors, without the password", () => {
    const url = "postgres://shop:hunter2@db.internal:6543/shop";
    const cases: [object, RegExp][] = [
      [{ code: "ECONNREFUSED" }, /db\.internal:6543: connection refused/],
      [{ code: "ENOTFOUND" }, /db\.internal:6543: host name not found \(DNS\)/],
      [{ message: "timeout expired" }, /no answer within 5 s/],
      [{ code: "28P01" }, /authentication failed for user "shop"/],
      [{ code: "3D000" }, /database "shop" does not exist/],
    ];
    for (const [err, expected] of cases) {
      const line = describePostgresError(err, url, 5000);
      expect(line).toMatch(/^DATABASE_URL: cannot connect to PostgreSQL at /);
      expect(line).toMatch(expected);
      expect(line).not.toContain("hunter2");
    }
    expect(describePostgresError(new Error("x"), "postgres://[broken", 5000)).toMatch(
      /DATABASE_URL is malformed/,
    );
  });
});

const base = process.env.TEST_DATABASE_URL;
// Real answers of a PostgreSQL server (CI and `npm test` with TEST_DATABASE_URL).
(base ? describe : describe.skip)("openDatabase on a real PostgreSQL server", () => {
  const withUrl = (change: (u: URL) => void) => {
    const u = new URL(base!);
    change(u);
    return u.toString();
  };

  it("a wrong password: authentication failed, one line, no password", async () => {
    const err = await openError(withUrl((u) => (u.password = "definitely-wrong-password")));
    expect(isStartupError(err)).toBe(true);
    expect(err.message).toMatch(/^DATABASE_URL: cannot connect to PostgreSQL at \S+: authentication failed/);
    expect(err.message).not.toContain("definitely-wrong-password");
  });

  it("a database that does not exist is named", async () => {
    const err = await openError(withUrl((u) => (u.pathname = "/store_no_such_database")));
    expect(err.message).toMatch(/database "store_no_such_database" does not exist/);
  });
});

// `npm run operator:create -- --email E [--password P] --role admin|support` creates a staff account or gives an
// existing account that role (its password too when one is given). The password follows the sign-up rules; when
// it is omitted for a new account it is asked for on the terminal without echo, and with no terminal the command
// stops saying so. On the embedded database a running server holds DATA_DIR: stop it first (the lock says so).
import {
  emailSchema,
  isPasswordLikeEmail,
  newPasswordSchema,
  PASSWORD_LIKE_EMAIL,
} from "../lib/schemas/auth/fields";
import { STAFF_ROLES, type StaffRole } from "../lib/schemas/admin/admin-endpoint";
import { readConfig } from "../lib/server/config";
import { openDatabase } from "../lib/server/db/client";
import { migrateDatabase } from "../lib/server/db/migrate";
import { createOperator } from "../lib/server/auth/staff/create-operator";
import { readHiddenLine } from "../lib/server/orders/staff/read-hidden-line";
import { isStartupError } from "../lib/server/startup-error";
import { sql } from "drizzle-orm";

const USAGE = "usage: npm run operator:create -- --email E [--password P] --role admin|support";

class OperatorInputError extends Error {}

type Args = { email: string; password?: string; role: StaffRole };

function readArgs(argv: string[]): Args {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!["--email", "--password", "--role"].includes(flag) || flag in values)
      throw new OperatorInputError(USAGE);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new OperatorInputError(USAGE);
    values[flag.slice(2)] = value;
  }
  if (!values.email || !values.role) throw new OperatorInputError(USAGE);
  if (!(STAFF_ROLES as readonly string[]).includes(values.role)) {
    throw new OperatorInputError(`--role must be one of ${STAFF_ROLES.join(", ")}, not "${values.role}"`);
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new OperatorInputError(`--email: ${email.error.issues[0].message}`);
  return { email: email.data, password: values.password, role: values.role as StaffRole };
}

function checkPassword(password: string, email: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) {
    throw new OperatorInputError(`password refused: ${result.error.issues.map((i) => i.message).join(" ")}`);
  }
  if (isPasswordLikeEmail(password, email))
    throw new OperatorInputError(`password refused: ${PASSWORD_LIKE_EMAIL}`);
}

async function askPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new OperatorInputError(
      `no password given for the new account ${email}, and no terminal to ask for one: pass --password P`,
    );
  }
  const password = await readHiddenLine(`Password for ${email}: `);
  checkPassword(password, email);
  if ((await readHiddenLine("Repeat the password: ")) !== password)
    throw new OperatorInputError("the passwords differ");
  return password;
}

async function main(argv: string[]): Promise<void> {
  const args = readArgs(argv);
  if (args.password !== undefined) checkPassword(args.password, args.email);
  const config = readConfig();
  const handle = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    await migrateDatabase(handle.db);
    const [{ isTaken }] = (
      (await handle.db.execute(
        sql`select exists (select 1 from users where lower(email) = lower(${args.email})) as "isTaken"`,
      )) as unknown as { rows: { isTaken: boolean }[] }
    ).rows;
    const password = args.password ?? (isTaken ? undefined : await askPassword(args.email));
    const result = await createOperator(handle.db, { ...args, password });
    if (result.isCreated) console.log(`✔ Created ${args.role} ${args.email} (account ${result.id})`);
    else {
      const passwordNote = password === undefined ? "password unchanged" : "password changed";
      console.log(
        `✔ ${args.email} (account ${result.id}) is now ${args.role}, was ${result.previousRole}; ${passwordNote}`,
      );
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: Error) => {
    const isOwn = err instanceof OperatorInputError || isStartupError(err);
    // A database error's text may go on to quote the statement's parameters (the hash): its first line only.
    const firstLine = String(err?.message ?? err)
      .split("\n")[0]
      .slice(0, 200);
    console.error(`✖ ${isOwn ? err.message : `operator not created: ${firstLine}`}`);
    process.exit(1);
  },
);

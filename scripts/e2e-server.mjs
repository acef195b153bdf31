// Serves the built store for the Playwright journeys on a fresh, freshly seeded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureServerBuild, importServer, runCompiled } from "./ensure.mjs";

const port = Number(process.argv[2] ?? 3210);
Object.assign(process.env, {
  // Links, QR codes and the sandbox's webhook are built from PORT (and SITE_URL): the server's own address here.
  PORT: String(port),
  SITE_URL: `http://127.0.0.1:${port}`,
  // The journeys mark a Standoff lot bought through the operator API (tests/e2e/fulfilment.spec.ts).
  OPERATOR_TOKEN: "e2e-operator-token-0123456789abcdef0123",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "store-e2e-")),
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
await ensureServerBuild();
runCompiled("prepare-db", { quiet: true });
// The console journeys sign in as this operator (tests/e2e/admin.spec.ts), created the way an operator would; the
// second-factor journey (tests/e2e/admin-totp.spec.ts) enrols the support account.
for (const [email, role] of [
  ["e2e.admin@example.com", "admin"],
  ["e2e.support@example.com", "support"],
])
  runCompiled("operator-create", { quiet: true }, [
    "--email",
    email,
    "--password",
    "Console-e2e-2026!",
    "--role",
    role,
  ]);
const { serveUntilSignalled } = importServer();
await serveUntilSignalled({ port, hostname: "127.0.0.1" });

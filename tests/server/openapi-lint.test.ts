// Redocly CLI's recommended rules (redocly.yaml: all but the trailing-slash rule) find no error in the document
// the server serves. The CLI runs offline: telemetry and the update check are off.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { endpointRegistry } from "@/lib/schemas/registry";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

async function lint(document: unknown): Promise<Problem[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(process.cwd(), "node_modules/.bin/redocly");
    const args = ["lint", file, "--config", path.join(process.cwd(), "redocly.yaml"), "--format=json"];
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(cli, [...args, "--max-problems=1000"], {
      env,
      maxBuffer: 1 << 26,
    })
      .then((r) => r.stdout)
      .catch((err: { stdout?: string }) => err.stdout ?? "");
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const errorsOf = (problems: Problem[]) =>
  problems
    .filter((p) => p.severity === "error")
    .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);

describe("Redocly lint of the OpenAPI document", () => {
  it("reports no error with the committed configuration", async () => {
    expect(errorsOf(await lint(buildOpenApiDocument(endpointRegistry)))).toEqual([]);
  }, 180_000);

  it("reports an operation without security, so the check can fail", async () => {
    // A document of one operation keeps this run short.
    const document = buildOpenApiDocument({ listGames: endpointRegistry.listGames });
    delete (document.paths["/api/games/"].get as { security?: unknown }).security;
    expect(errorsOf(await lint(document))).toEqual([
      expect.stringMatching(/^security-defined #\/paths\/~1api~1games~1\/get/),
    ]);
  }, 180_000);
});

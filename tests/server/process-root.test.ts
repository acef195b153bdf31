// The process's singletons live in one composition root under one global key (lib/server/runtime/process-root.ts,
// which the server entry, server/, imports as directly as the app does): no other file keeps store state on globalThis,
// and every instance of the module (the server entry's, and each of Next's bundles') reaches the same object.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { processRoot } from "@/lib/server/runtime/process-root";
import { isShuttingDown } from "@/lib/server/health/shutdown-state";
import { noteDatabaseUnavailable } from "@/lib/server/db/database-outage";
import { currentRequestId } from "@/lib/server/http/request-context";

const root = path.resolve(__dirname, "../..");
const ROOT_FILES = new Set(["lib/server/runtime/process-root.ts"]);
const SCANNED = ["lib", "server", "scripts", "app", "instrumentation.ts", "proxy.ts"];
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** A global key, an index into globalThis (cast or not), or a property written on it. */
const GLOBAL_STATE =
  /Symbol\.for\(|globalThis\s*\[|\(\s*globalThis\s+as\b|globalThis\.\w+\s*(?:\?\?|\|\||&&)?=(?!=)/;

function sourceFiles(relative: string): string[] {
  const full = path.join(root, relative);
  const entries = readdirSync(full, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const file = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** The files outside the root that reach store state through a global key, with the offending lines. */
function globalKeyOffenders(files: string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !ROOT_FILES.has(file))
    .flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, i) => (GLOBAL_STATE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe("the process root", () => {
  it("is the only place that keeps store state on globalThis", () => {
    const files = SCANNED.flatMap((entry) => (SOURCE.test(entry) ? [entry] : sourceFiles(entry)));
    expect(files).toContain("lib/server/db/client.ts");
    expect(globalKeyOffenders(files, (file) => readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("names a file that keeps its own global key", () => {
    const files = {
      "lib/server/x.ts": [
        'const k = Symbol.for("store.x");',
        "globalThis [k] = 1;",
        "(globalThis as Holder)[key] ??= 2;",
        "globalThis.storeThing ??= 3;",
        "const ok = globalThis.fetch === fetch;",
      ].join("\n"),
      "lib/server/runtime/process-root.ts": 'const KEY = Symbol.for("store.processRoot");',
    };
    expect(globalKeyOffenders(Object.keys(files), (f) => files[f as keyof typeof files])).toEqual([
      'lib/server/x.ts:1: const k = Symbol.for("store.x");',
      "lib/server/x.ts:2: globalThis [k] = 1;",
      "lib/server/x.ts:3: (globalThis as Holder)[key] ??= 2;",
      "lib/server/x.ts:4: globalThis.storeThing ??= 3;",
    ]);
  });

  it("is one object for the server entry and the app, though each holds its own copy of the module", () => {
    // Next's bundles and the server entry load lib/server/runtime/process-root.ts as separate module instances; a
    // fresh module registry stands for the other world.
    let serverEntryRoot!: typeof processRoot;
    jest.isolateModules(() => {
      ({ processRoot: serverEntryRoot } = jest.requireActual<{ processRoot: typeof processRoot }>(
        "@/lib/server/runtime/process-root",
      ));
    });
    expect(serverEntryRoot).not.toBe(processRoot);
    expect(serverEntryRoot()).toBe(processRoot());
    expect(serverEntryRoot().requestContext).toBe(processRoot().requestContext);

    // The server entry's marks reach the app and the app's reach the server entry.
    serverEntryRoot().shuttingDown = true;
    try {
      expect(isShuttingDown()).toBe(true);
    } finally {
      serverEntryRoot().shuttingDown = undefined;
    }
    expect(isShuttingDown()).toBe(false);
    noteDatabaseUnavailable(1_234);
    expect(serverEntryRoot().databaseUnavailableAt).toBe(1_234);
    processRoot().databaseUnavailableAt = undefined;
    expect(serverEntryRoot().requestContext.run({ requestId: "req-12345678" }, currentRequestId)).toBe(
      "req-12345678",
    );
  });
});

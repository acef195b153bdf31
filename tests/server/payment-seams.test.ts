// The payments seams stay put (issue 27): nothing branches on a payment provider's name (a capability or method
// of the PaymentProvider contract says what differs), and the payment services never import next/server (the
// route handlers in app/api read the request and answer it).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAYMENT_PROVIDERS } from "@/lib/server/payments/payment-providers";

const ROOT = process.cwd();

function listSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(file);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** `x.provider === "getpay"`, `provider !== 'sandbox'`, `eq(payments.provider, "payselection")`, `case "getpay":`. */
function findProviderNameBranches(source: string, names: readonly string[]): string[] {
  const name = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const patterns = [
    new RegExp(`provider\\w*\\s*[!=]==?\\s*["'\`](${name})["'\`]`, "gi"),
    new RegExp(`["'\`](${name})["'\`]\\s*[!=]==?\\s*\\w*\\.?provider\\b`, "gi"),
    new RegExp(`eq\\([^,()]*\\.provider,\\s*["'\`](${name})["'\`]\\)`, "g"),
    new RegExp(`case\\s+["'\`](${name})["'\`]\\s*:`, "g"),
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[0]));
}

const names = PAYMENT_PROVIDERS.map((p) => p.name);

it("finds the branches it is meant to find", () => {
  const found = findProviderNameBranches(
    [
      'if (payment?.provider === "payselection") return;',
      "if (method.provider !== 'sandbox') throw x;",
      'where(eq(payments.provider, "getpay"))',
      'switch (p) { case "getpay": break; }',
      'const ok = "sandbox" === row.provider;',
      'const name = "payselection"; provider.name === name;',
    ].join("\n"),
    names,
  );
  expect(found).toHaveLength(5);
});

it("has no branch on a payment provider's name outside the provider folders", () => {
  // The demo seeder drives the sandbox by design: it checks its orders were paid there, as a shopper would.
  const files = [...listSources("app"), ...listSources("lib"), ...listSources("components")].filter(
    (f) => !f.startsWith("lib/server/demo/") && !names.some((n) => f.startsWith(`lib/server/payments/${n}/`)),
  );
  const offenders = files.flatMap((f) =>
    findProviderNameBranches(readFileSync(path.join(ROOT, f), "utf8"), names).map((m) => `${f}: ${m}`),
  );
  expect(offenders).toEqual([]);
});

it("keeps next/server out of the payment services", () => {
  const offenders = listSources("lib/server/payments").filter((f) =>
    /from\s+["']next\/server["']|import\(\s*["']next\/server["']\s*\)/.test(
      readFileSync(path.join(ROOT, f), "utf8"),
    ),
  );
  expect(offenders).toEqual([]);
});

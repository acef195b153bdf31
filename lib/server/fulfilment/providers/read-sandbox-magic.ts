// The sandbox providers' magic values: how a tester picks a branch from the browser by what they type.
export type SandboxMagic = "unknown_account" | "out_of_stock" | "flaky" | "pending" | null;

const ENDINGS: Record<string, Exclude<SandboxMagic, null>> = {
  "0000": "unknown_account",
  "1111": "out_of_stock",
  "2222": "flaky",
  "3333": "pending",
};

/** The branch an account id (or e-mail local part) ending in 0000/1111/2222/3333 selects; null for the rest. */
export function readSandboxMagic(value: string | null | undefined): SandboxMagic {
  const text = (value ?? "").trim();
  return ENDINGS[text.slice(-4)] ?? null;
}

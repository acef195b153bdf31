// The sandbox providers' partner-order memory in `sandbox_deliveries`. A real provider remembers what it did per
// partner order id; so does the sandbox, in the store's database because it has no other (the real adapters never
// touch it). Every statement is one atomic upsert, so concurrent or repeated requests with one key see one answer.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxDeliveries } from "../../db/schema";
import type { DeliveryResult } from "../provider";

/** What the sandbox stored: an accepted order (delivered/pending), a refusal, or a simulated fault. */
export type SandboxAnswer = DeliveryResult | { kind: "fault"; message: string };

const json = (value: SandboxAnswer) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Counts a `deliver` request and returns the answer that sticks: an order accepted earlier (delivered or pending)
 * is answered again as it is; otherwise the first `faults` requests of the key answer a fault, later ones `answer`.
 */
export async function recordSandboxDeliver(
  db: Db,
  input: { key: string; provider: string; faults: number; answer: SandboxAnswer; fault: SandboxAnswer },
): Promise<{ calls: number; answer: SandboxAnswer }> {
  const t = sandboxDeliveries;
  const [row] = await db
    .insert(t)
    .values({
      key: input.key,
      provider: input.provider,
      calls: 1,
      result: input.faults >= 1 ? input.fault : input.answer,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        calls: sql`${t.calls} + 1`,
        result: sql`CASE WHEN ${t.result}->>'kind' IN ('delivered', 'pending') THEN ${t.result}
          WHEN ${t.calls} + 1 > ${input.faults} THEN ${json(input.answer)}
          ELSE ${json(input.fault)} END`,
        updated: sql`now()`,
      },
    })
    .returning({ calls: t.calls, result: t.result });
  return { calls: row.calls, answer: row.result as SandboxAnswer };
}

/**
 * Counts a `check` request: a pending order turns into `delivered` (once; later checks see the stored delivery).
 * Null when the sandbox holds nothing under the key.
 */
export async function recordSandboxCheck(
  db: Db,
  input: { key: string; delivered: SandboxAnswer },
): Promise<{ calls: number; answer: SandboxAnswer } | null> {
  const t = sandboxDeliveries;
  const [row] = await db
    .update(t)
    .set({
      calls: sql`${t.calls} + 1`,
      result: sql`CASE WHEN ${t.result}->>'kind' = 'pending' THEN ${json(input.delivered)} ELSE ${t.result} END`,
      updated: sql`now()`,
    })
    .where(eq(t.key, input.key))
    .returning({ calls: t.calls, result: t.result });
  return row ? { calls: row.calls, answer: row.result as SandboxAnswer } : null;
}

// A batch of concurrent steps in a randomised test (the money invariants on PostgreSQL): every step is waited for,
// then the first failure is thrown. With Promise.all a failing step would leave the rest of its batch running into
// the next seed's test, which may share its rows (seed 3 once read a buyer's balance while an aborted seed 59587 was
// still refunding 205.00 to it).
export async function settleBatch(batch: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(batch)).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}

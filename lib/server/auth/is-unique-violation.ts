// PostgreSQL's unique_violation (23505), whether the driver error is bare or wrapped by Drizzle.
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

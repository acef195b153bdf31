// The operator calls exist only when OPERATOR_TOKEN is configured, and answer only to that token (constant-time
// comparison); a wrong or missing token looks like a missing page, so the calls cannot be probed.
import { createHash, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config";
import { notFound } from "../errors/domain-error";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `given`: the token the caller sent ("" for none). */
export function requireOperator(given: string): void {
  const expected = getConfig().OPERATOR_TOKEN;
  if (!expected || !timingSafeEqual(digest(given), digest(expected))) throw notFound();
}

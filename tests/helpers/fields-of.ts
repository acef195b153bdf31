// The fields a DRF error body names: its keys without the answer's error code (lib/schemas/error-codes.ts), which a
// field-error body carries when it is more specific than "invalid" (the X-Error-Code header always names it). A
// refused request field named `code` (a promo or TOTP code) holds a list of messages and is a field like any other.
export function fieldsOf(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const record = body as Record<string, unknown>;
  return Object.keys(record).filter((key) => !(key === "code" && typeof record.code === "string"));
}

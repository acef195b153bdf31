// A stored JSON value (an audit entry's before/after, a provider's answer) as the console shows it: compact but
// readable, a dash when there is none.
export function formatAdminJson(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);
}

// An audit entry's action as the log shows it: its Russian label (messages "admin.audit_action") with the raw name
// beside it (the filter takes the raw name, and it tells apart actions a label words alike); an action without a
// label (one added later) shows its raw name alone.
import type { AdminCell } from "./admin-table";

type Translate = { (key: string): string; has: (key: string) => boolean };

export function auditActionCell(t: Translate, action: string): AdminCell {
  const key = `audit_action.${action}`;
  return t.has(key) ? { text: t(key), detail: action } : { text: action, isMono: true };
}

// The blocks of a console record page (an order, a shopper): its facts as a definition list, and each related list
// (lines, payments, orders, audit...) as a titled table section.
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminColumn, type AdminRow } from "./admin-table";
import { formatAdminDate } from "./format-admin-date";
import { formatAdminJson } from "./format-admin-json";
import styles from "./admin.module.css";

export function RecordFacts({ label, facts }: { label: string; facts: [string, string][] }) {
  return (
    <section className={styles.section} aria-label={label}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A titled table of a record's related rows; columns as [id, header] pairs. */
export function sectionTable(
  id: string,
  caption: string,
  columns: [string, string][],
  rows: AdminRow[],
  empty: string,
) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{caption}</h2>
      <AdminTable
        caption={caption}
        columns={columns.map(([key, header]): AdminColumn => ({ id: key, header }))}
        rows={rows}
        empty={empty}
      />
    </section>
  );
}

/** One staff write on the record, as lib/server/audit/to-audit-entry gives it. */
type RecordAuditEntry = {
  id: number;
  created: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
};

/** The record's staff actions (its audit-log entries), oldest first; `withBefore` adds the value before each write. */
export async function RecordAudit({
  entries,
  withBefore,
}: {
  entries: RecordAuditEntry[];
  withBefore?: boolean;
}) {
  const t = await getTranslations("admin");
  const columns: [string, string][] = [
    ["created", t("col_created")],
    ["actor", t("col_actor")],
    ["action", t("col_action")],
    ...(withBefore ? [["before", t("col_before")] as [string, string]] : []),
    ["after", t("col_after")],
  ];
  const rows = entries.map((a) => ({
    key: String(a.id),
    cells: {
      created: { text: formatAdminDate(a.created) },
      actor: { text: a.actorEmail },
      action: { text: a.action, isMono: true },
      ...(withBefore ? { before: { text: formatAdminJson(a.before), isMono: true } } : {}),
      after: { text: formatAdminJson(a.after), isMono: true },
    },
  }));
  return sectionTable("audit", t("audit"), columns, rows, t("none"));
}

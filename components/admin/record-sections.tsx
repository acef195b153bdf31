// The blocks of a console record page (an order, a shopper): its facts as a definition list, and each related list
// (lines, payments, orders, audit...) as a titled table section.
import { AdminTable, type AdminColumn, type AdminRow } from "./admin-table";
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

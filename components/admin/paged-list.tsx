// A console list page's result: how many were found (announced), the table, and the pages, each page a link to the
// same URL with only ?page= changed (filters kept).
import { Pager } from "@/components/layout/pager";
import { hrefWith, type SearchValues } from "./admin-search";
import { AdminTable, type AdminColumn, type AdminRow } from "./admin-table";
import styles from "./admin.module.css";

type Props = {
  found: string;
  caption: string;
  columns: AdminColumn[];
  rows: AdminRow[];
  empty: string;
  path: string;
  values: SearchValues;
  page: number;
  count: number;
  pageSize: number;
};

export function PagedList({
  found,
  caption,
  columns,
  rows,
  empty,
  path,
  values,
  page,
  count,
  pageSize,
}: Props) {
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {found}
      </p>
      <AdminTable caption={caption} columns={columns} rows={rows} empty={empty} />
      <Pager
        page={page}
        totalPages={Math.max(1, Math.ceil(count / pageSize))}
        hrefFor={(p) => hrefWith(path, values, { page: String(p) })}
        look="steps"
      />
    </>
  );
}

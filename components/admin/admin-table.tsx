"use client";
// The console's tables: rows prepared on the server (text and links, already in Russian), laid out by
// @tanstack/react-table. Sorting and paging happen on the server: a sortable header is a link to the same page
// sorted by that column (asc, then desc), so the table works before and without JavaScript.
import { SmartLink } from "@/components/ui/smart-link";
import { useMemo } from "react";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { AdminActionButton, type AdminAction } from "./admin-action-button";
import { ContentRowActions, type ContentRowProps } from "./content-row-actions";
import { EditProductButton, type EditableProduct } from "./edit-product-button";
import { SettingsDialog, type SettingsDialogProps } from "./settings-dialog";
import styles from "./admin.module.css";

export type AdminCell = {
  text: string;
  href?: string;
  tone?: "muted" | "good" | "bad" | "warn";
  isMono?: boolean;
  /** A code-like name shown after the text (the raw audit action beside its label). */
  detail?: string;
  /** Buttons of confirmed actions shown in the cell instead of its text. */
  actions?: { action: AdminAction; label: string; title: string }[];
  /** The product editor's button shown in the cell instead of its text. */
  editProduct?: EditableProduct;
  /** A settings dialog's button (promo codes, payment methods, countries) shown in the cell instead of its text. */
  settings?: SettingsDialogProps;
  /** A content record's edit and delete buttons (banners, articles, FAQ, requisites) instead of its text. */
  content?: ContentRowProps;
};
export type AdminRow = { key: string; cells: Record<string, AdminCell> };
export type AdminColumn = {
  id: string;
  header: string;
  /** The link that sorts by this column, and how the list is sorted by it now. */
  sort?: { href: string; direction: "ascending" | "descending" | "none" };
};

const helper = createColumnHelper<AdminRow>();

function Cell({ cell }: { cell: AdminCell | undefined }) {
  if (!cell) return null;
  if (cell.editProduct) return <EditProductButton product={cell.editProduct} />;
  if (cell.settings) return <SettingsDialog {...cell.settings} />;
  if (cell.content) return <ContentRowActions {...cell.content} />;
  if (cell.actions)
    return (
      <div className={styles.actions}>
        {cell.actions.map((a) => (
          <AdminActionButton key={a.label} {...a} />
        ))}
      </div>
    );
  const className = [cell.tone && styles[`tone-${cell.tone}`], cell.isMono && styles.mono]
    .filter(Boolean)
    .join(" ");
  if (cell.href)
    return (
      <SmartLink href={cell.href} className={`${styles.cellLink} ${className}`}>
        {cell.text}
      </SmartLink>
    );
  const text = <span className={className || undefined}>{cell.text}</span>;
  if (!cell.detail) return text;
  return (
    <>
      {text} <span className={`${styles.mono} ${styles["tone-muted"]}`}>{cell.detail}</span>
    </>
  );
}

export function AdminTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: AdminColumn[];
  rows: AdminRow[];
  empty: string;
}) {
  const defs = useMemo(
    () =>
      columns.map((c) =>
        helper.display({
          id: c.id,
          header: () =>
            c.sort ? (
              <SmartLink href={c.sort.href} className={styles.sortLink}>
                {c.header}
                <span aria-hidden="true">
                  {c.sort.direction === "ascending" ? " ↑" : c.sort.direction === "descending" ? " ↓" : ""}
                </span>
              </SmartLink>
            ) : (
              c.header
            ),
          cell: ({ row }) => <Cell cell={row.original.cells[c.id]} />,
        }),
      ),
    [columns],
  );
  // The React Compiler leaves this component unmemoised (the table's API returns fresh functions); it is small.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.key,
  });
  const sortOf = new Map(columns.map((c) => [c.id, c.sort?.direction]));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" aria-sort={sortOf.get(header.column.id)}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

// The console's content calls on any kind of content-kinds.ts: a page of records, and creating, changing and
// deleting one. A write locks the record, checks the games or gifts it names and a unique field, stores the body
// (prepared: an article's HTML sanitised), records the audit entry (before and after, as the API shows them) in the
// same transaction, and then drops every instance's catalogue cache so the storefront shows it at once.
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { fieldError } from "../errors/domain-error";
import type { ContentKind } from "./content-kinds";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { lockRow } from "../audit/lock-row";

type Row = Record<string, unknown>;
type Key = string | number;

const toCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A stored row as the API shows it: snake_case, a referenced record by its field name (gameId -> game). */
export function toContentRecord(kind: ContentKind, row: Row): Row {
  const fieldOf = Object.fromEntries(
    Object.entries(kind.refs ?? {}).map(([field, ref]) => [ref.column, field]),
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [fieldOf[k] ?? toSnake(k), v]));
}

/** A checked body as column values (fields left out stay out). */
function toValues(kind: ContentKind, body: Row): Row {
  const values = Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [kind.refs?.[k]?.column ?? toCamel(k), v]),
  );
  return kind.prepare ? kind.prepare(values) : values;
}

export async function listContent(kind: ContentKind, query: Row, page: { pageSize: number; offset: number }) {
  const db = await getDb();
  const where: SQL | undefined = kind.filter?.(query);
  const table = kind.table as PgTable;
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...kind.orderBy)
      .limit(page.pageSize)
      .offset(page.offset) as Promise<Row[]>,
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return { count, results: rows.map((r) => toContentRecord(kind, r)) };
}

/** The body's references and unique field checked against the database (inside the write's transaction). */
async function checkBody(tx: Db, kind: ContentKind, body: Row, currentKey: Key | null) {
  for (const [field, ref] of Object.entries(kind.refs ?? {})) {
    const id = body[field];
    if (id === undefined) continue;
    const [found] = await tx
      .select({ id: ref.table.id })
      .from(ref.table)
      .where(eq(ref.table.id, id as number));
    if (!found) throw fieldError(field, ref.missing(id));
  }
  const unique = kind.unique;
  const value = unique && body[unique.field];
  if (unique && value !== undefined && value !== currentKey) {
    const [taken] = await tx
      .select({ key: kind.key })
      .from(kind.table)
      .where(currentKey === null ? eq(kind.key, value) : and(eq(kind.key, value), ne(kind.key, currentKey)));
    if (taken) throw fieldError(unique.field, unique.message);
  }
}

async function lockRecord(tx: Db, kind: ContentKind, key: Key): Promise<Row> {
  return (await lockRow(tx, kind.table, eq(kind.key, key), kind.missing)) as Row;
}

/** Runs one audited write and, once it committed, drops the catalogue caches. */
async function audited<T>(run: (tx: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  const result = await db.transaction(run);
  invalidateTags(cacheTags.content);
  return result;
}

export function createContent(kind: ContentKind, body: Row, actor: AuditActor): Promise<Row> {
  return audited(async (tx) => {
    await checkBody(tx, kind, body, null);
    const [row] = (await tx.insert(kind.table).values(toValues(kind, body)).returning()) as Row[];
    const after = toContentRecord(kind, row);
    await recordAudit(tx, actor, {
      action: `${kind.name}.create`,
      targetType: kind.name,
      targetId: after[kind.keyField] as Key,
      after,
    });
    return after;
  });
}

export function updateContent(kind: ContentKind, key: Key, body: Row, actor: AuditActor): Promise<Row> {
  return audited(async (tx) => {
    const before = toContentRecord(kind, await lockRecord(tx, kind, key));
    await checkBody(tx, kind, body, key);
    const values = toValues(kind, body);
    const [row] = Object.keys(values).length
      ? ((await tx.update(kind.table).set(values).where(eq(kind.key, key)).returning()) as Row[])
      : [await lockRecord(tx, kind, key)];
    const after = toContentRecord(kind, row);
    await recordAudit(tx, actor, {
      action: `${kind.name}.update`,
      targetType: kind.name,
      targetId: key,
      before,
      after,
    });
    return after;
  });
}

export function deleteContent(kind: ContentKind, key: Key, actor: AuditActor): Promise<void> {
  return audited(async (tx) => {
    const before = toContentRecord(kind, await lockRecord(tx, kind, key));
    await tx.delete(kind.table).where(eq(kind.key, key));
    await recordAudit(tx, actor, {
      action: `${kind.name}.delete`,
      targetType: kind.name,
      targetId: key,
      before,
    });
  });
}

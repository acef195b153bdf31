// The local outbox: without SMTP_URL every e-mail is written to DATA_DIR/outbox as JSON (plus the .eml),
// readable by a developer there or at /dev/outbox outside live mode. Files hold reset links: owner-only.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { markUncacheable } from "../cache/tag-collector";
import { getConfig } from "../config";

export type OutboxMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (shown sandboxed at /dev/outbox, never injected into a page). */
  html?: string;
  created: string;
};

export const outboxDir = () => path.resolve(getConfig().DATA_DIR, "outbox");

export async function writeToOutbox(
  mail: Omit<OutboxMail, "id" | "created">,
  mime: string | Buffer,
  now = new Date(),
) {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Sortable by name: time first, then randomness so two mails in one millisecond do not collide.
  const id = `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
  const record: OutboxMail = { id, ...mail, created: now.toISOString() };
  // The .eml first: a reader lists .json files, so it never finds a record whose message is missing.
  await writeFile(path.join(dir, `${id}.eml`), mime, { mode: 0o600 });
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(record, null, 2), { mode: 0o600 });
  return record;
}

/** Newest first. */
export async function listOutbox(limit = 50): Promise<OutboxMail[]> {
  // Read from files, not tagged data: a page listing them must not be kept by the page cache.
  markUncacheable();
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const newest = names
    .filter((n) => n.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(
    newest.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as OutboxMail;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((m): m is OutboxMail => m !== null);
}

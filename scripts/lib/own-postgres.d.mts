// Types of scripts/lib/own-postgres.mjs for the process tests that start a PostgreSQL of their own.
export type OwnPostgres = {
  url: string;
  bin: string;
  /** The cluster's data directory (its postmaster.pid names the running server). */
  dataDir: string;
  port: number;
  start: () => void;
  /** "fast" (default) or "immediate": every connection dropped at once, as a crash does. */
  stop: (mode?: "fast" | "immediate") => void;
  drop: () => Promise<void>;
};
export function postgresBinDir(): string;
export function hasPostgresBinaries(): boolean;
export function startOwnPostgres(port: number): Promise<OwnPostgres>;

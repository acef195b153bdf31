// Types of scripts/lib/own-postgres.mjs for the process tests that start a PostgreSQL of their own.
export function postgresBinDir(): string;
export function startOwnPostgres(
  port: number,
): Promise<{ url: string; bin: string; port: number; drop: () => Promise<void> }>;

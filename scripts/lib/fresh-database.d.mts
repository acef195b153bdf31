// Types of scripts/lib/fresh-database.mjs for the TypeScript that imports it (tests/helpers/test-db.ts).
export function freshDatabase(
  baseUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }>;
export function dropDatabase(baseUrl: string, name: string): Promise<void>;

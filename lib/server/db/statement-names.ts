// Which statement texts run as named (prepared) statements: a text met a second time gets a name for good, as a
// PostgreSQL driver's statement cache gives one. One-off texts (DDL, a list's IN of a new length) stay unnamed, and
// the number of names is bounded: past it a new text runs unnamed, as it did before.

/** Texts named at most, per process (each is parsed and planned once per connection that runs it). */
export const MAX_NAMED_STATEMENTS = 300;
/** Texts counted while waiting for their second use; the count starts again past it. */
const MAX_COUNTED_TEXTS = 2_000;

export type StatementNames = {
  /** The name `text` runs under, or undefined while it runs unnamed. */
  nameOf(text: string): string | undefined;
  /** Gives up `text`'s name (its prepared statement no longer fits the schema): a later use gets a new one. */
  forget(text: string): void;
  readonly size: number;
};

export function createStatementNames(prefix: string, max = MAX_NAMED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let issued = 0;
  return {
    nameOf(text) {
      const known = names.get(text);
      if (known !== undefined || names.size >= max) return known;
      if (!seen.has(text)) {
        if (seen.size >= MAX_COUNTED_TEXTS) seen.clear();
        seen.add(text);
        return undefined;
      }
      seen.delete(text);
      issued += 1;
      const name = `${prefix}${issued}`;
      names.set(text, name);
      return name;
    },
    forget(text) {
      names.delete(text);
    },
    get size() {
      return names.size;
    },
  };
}

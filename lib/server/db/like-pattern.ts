// User text inside LIKE patterns: %, _ and the escape character itself match literally. One place for every
// search of the catalogue, the console's lists and the audit.

/** `s` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

// A bound account's id, short enough for a row: "76561198000000042" -> "765611…0042".
const KEEP_START = 6;
const KEEP_END = 4;

export function shortenUid(uid: string): string {
  const chars = Array.from(uid);
  if (chars.length <= KEEP_START + KEEP_END + 2) return uid;
  return `${chars.slice(0, KEEP_START).join("")}…${chars.slice(-KEEP_END).join("")}`;
}

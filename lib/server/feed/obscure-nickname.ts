// The live feed shows who bought something without identifying them: the middle of the nickname is hidden.

/** "Алексей" -> "Ал***й"; up to four letters keep only the first one ("Олег" -> "О***"); an e-mail keeps nothing of its domain. */
export function obscureNickname(nickname: string): string {
  const name = nickname.split("@")[0].trim();
  const chars = Array.from(name);
  if (chars.length === 0) return "***";
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join("")}***${chars[chars.length - 1]}`;
}

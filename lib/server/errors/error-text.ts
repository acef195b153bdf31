// One line for a log or a failed job that says why, not only where: Drizzle's "Failed query: <sql> params: <values>"
// hides the driver's own reason ("timeout exceeded when trying to connect", "deadlock detected") in its `cause`,
// and its params are the row's values (a shopper's e-mail, a delivered code), which no log or job record may keep.

/** Each error's part (a long statement is cut, so that the reason after it still shows), and the whole line. */
const PART_LENGTH = 240;
const MAX_LENGTH = 500;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Drizzle's message up to its parameter list: the statement, never the values bound to it. */
const withoutParams = (message: string) => message.replace(/\s*\n?params:[\s\S]*$/, "");

/** The message of `err` and of each error it wraps, outermost first ("Failed query: … ← timeout exceeded …"). */
export function errorText(err: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let e = err; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (typeof e !== "object") {
      parts.push(String(e));
      break;
    }
    const { message, code } = e as { message?: unknown; code?: unknown };
    const whole =
      typeof message === "string" ? withoutParams(message).replace(/\s+/g, " ").trim() : String(e);
    const text = cut(whole, PART_LENGTH);
    parts.push(typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? `${text} [${code}]` : text);
  }
  return cut(parts.filter(Boolean).join(" ← "), MAX_LENGTH);
}

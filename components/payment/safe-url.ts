// Urls from a payment provider end up in links, window.open and form actions: only http(s) may, never
// javascript: or data:, whatever the server relays.

/** The url itself when it is an absolute http(s) url, else null. */
export function toSafeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

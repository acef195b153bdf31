// Opens the provider's page in a new window. The window cannot reach back into ours (opener cleared: no reverse
// tabnabbing); without "noopener" in the features, window.open still tells whether a popup blocker refused it.
import { toSafeHttpUrl } from "./safe-url";

/** True when the window opened. */
export function openProviderWindow(url: string): boolean {
  const safe = toSafeHttpUrl(url);
  if (!safe) return false;
  const opened = window.open(safe, "_blank");
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers make opener read-only once the page has navigated; it is already cut then.
  }
  return true;
}

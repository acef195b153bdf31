// Reloads the page at most once per guard window, so a chunk that is missing for good cannot cause a reload loop.
import { reloadPage } from "./reload-page";

export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STAMP_KEY = "chunk-reload-at";

function readStamp(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_STAMP_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeStamp(at: number) {
  try {
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(at));
  } catch {
    // Storage may be disabled (private mode); reloading once without the guard is still better than a dead page.
  }
}

/** Returns true when it reloaded; false when the previous guarded reload was less than 10 s ago. */
export function reloadWithGuard(reload: () => void = reloadPage, now: number = Date.now()): boolean {
  if (now - readStamp() < RELOAD_GUARD_MS) return false;
  writeStamp(now);
  reload();
  return true;
}

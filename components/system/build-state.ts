// Whether the server now runs a newer build than the one this page was loaded from.
let isStale = false;

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const BUILD_URL = "/api/build/";

export function markBuildStale() {
  isStale = true;
}

export function isBuildStale() {
  return isStale;
}

/** Test helper: forget the stale flag. */
export function resetBuildState() {
  isStale = false;
}

/** Asks the server for its build id; true when it differs from the one baked into this bundle. */
export async function checkForNewBuild(
  currentBuildId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!currentBuildId) return false;
  try {
    const response = await fetchImpl(BUILD_URL, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return false;
    const body = (await response.json()) as { build_id?: unknown };
    return typeof body.build_id === "string" && body.build_id !== "" && body.build_id !== currentBuildId;
  } catch {
    // Offline or the server is restarting: try again at the next interval.
    return false;
  }
}

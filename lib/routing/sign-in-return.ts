// A guarded page reached without a session sends the visitor home with the page to come back to
// (`/?sign_in=/profile`): the header opens the sign-in dialog and, once signed in, returns there. Only a path of
// this site is ever followed, never another origin (`//evil.example`, `/\evil.example`, a scheme).
export const SIGN_IN_PARAM = "sign_in";

/** The home page asking for a sign-in that returns to `path`. */
export function signInHref(path: string): string {
  return `/?${SIGN_IN_PARAM}=${encodeURIComponent(path)}`;
}

/** The local path a sign-in should return to, from a query string; null when absent or not a path of this site. */
export function readSignInReturn(search: string): string | null {
  const value = new URLSearchParams(search).get(SIGN_IN_PARAM);
  if (!value || value.length > 512) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

// A token pair answer: the JSON keeps `refresh` (SPEC.md section 4 for API clients), and the same token goes
// into the HttpOnly cookie for browsers, which no longer keep it where scripts can read it.
import { NextResponse } from "next/server";
import type { TokenPair } from "../auth/issue-token-pair";
import { setRefreshCookie } from "./refresh-cookie";

export function respondWithTokens(requestUrl: URL, pair: TokenPair, extra: Record<string, unknown> = {}) {
  return setRefreshCookie(NextResponse.json({ ...pair, ...extra }), requestUrl, pair.refresh);
}

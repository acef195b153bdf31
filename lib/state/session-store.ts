// The session store on its own, so that the machinery in session-runtime.ts can publish to it without importing
// session.ts, which loads that machinery on demand.
import { createValueStore } from "./value-store";
import type { StampedProfile } from "@/lib/api/auth";

/** unknown: not looked at yet; loading: tokens present, profile on its way; signed-in may lack a profile
 * when the profile call failed for a reason other than the session (e.g. the network). */
export type SessionStatus = "unknown" | "loading" | "signed-in" | "guest";
export type SessionState = { status: SessionStatus; profile: StampedProfile | null };

export const sessionStore = createValueStore<SessionState>({ status: "unknown", profile: null });

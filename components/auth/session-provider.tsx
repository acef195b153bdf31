"use client";
// The session of the store pages: once mounted it looks at the token cookies and, when there are any, loads
// the session machinery (lib/state/session-runtime.ts) that fetches the profile. Guests load nothing more.
import { useEffect, type ReactNode } from "react";
import { bootSession } from "@/lib/state/session";

export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => bootSession(), []);
  return children;
}

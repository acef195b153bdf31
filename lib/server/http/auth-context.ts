// Who is calling: filled from the Bearer token by the accounts module; guests get user null.
import type { NextRequest } from "next/server";

export type AuthUser = { id: number; email: string };
export type AuthContext = { user: AuthUser | null };

type Resolver = (req: NextRequest) => Promise<AuthContext>;

let resolver: Resolver = async () => ({ user: null });

/** The accounts module registers how a request is authenticated. */
export function setAuthResolver(next: Resolver) {
  resolver = next;
}

export function resolveAuth(req: NextRequest): Promise<AuthContext> {
  return resolver(req);
}

// Types of scripts/page-cache.mjs for the tests that import it.
import type { IncomingMessage, ServerResponse } from "node:http";

/** What the app recorded while answering (lib/server/http/request-context.ts's RequestContext). */
export type PageContext = { tags?: Set<string>; hasUntaggedRead?: boolean };
export declare const NEUTRAL_COOKIES: Set<string>;
export declare function pageCacheKey(req: IncomingMessage): string | null;
export declare function createPageCache(options?: {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  staleMs?: number;
  waitMs?: number;
}): {
  answer(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  serve(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    options?: { isStale?: boolean; anyAge?: boolean },
  ): boolean;
  /** `context`: the request context the app renders in, where it records the tags of what it read. */
  capture(key: string, req: IncomingMessage, res: ServerResponse, context?: PageContext): void;
  /** Drops the entries holding one of `tags` ("*": all); those touched only in `softTags` turn stale instead. */
  invalidate(tags?: string[], softTags?: string[]): void;
  /** Drops everything. */
  clear(): void;
  size(): number;
};

// Types of scripts/page-cache.mjs for the tests that import it.
import type { IncomingMessage, ServerResponse } from "node:http";

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
  capture(key: string, req: IncomingMessage, res: ServerResponse): void;
  /** "feed": only the live feed's answers; anything else (or nothing): everything. */
  clear(area?: string): void;
  size(): number;
};

// Types of scripts/bench-wrk.mjs for the tests that import it.
export type LoadResult = { rps: number; p99: number; errors: number };
export declare function parseWrk(text: string): LoadResult;
export declare function hasWrk(): boolean;
export declare function generatorName(options?: { connections?: number; threads?: number }): string;
export declare function recordAnswer(
  origin: string,
  path: string,
  headers?: Record<string, string>,
): Promise<{ status: number; headers: string[]; body: Buffer }>;
export declare function startBareServer(
  port: number,
  answers: Map<string, { status: number; headers: string[]; body: Buffer }>,
): Promise<{ close(): Promise<void> }>;

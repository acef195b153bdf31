// Types of scripts/inline-critical-css.mjs for the TypeScript that imports it (its tests).
export type ParsedCss = unknown[];
export function parseCss(css: string): ParsedCss;
export function pruneCss(items: ParsedCss, tokens: Set<string>): string;
export function inlineCriticalCss<T extends string | Buffer>(
  html: T,
  options?: { nonce?: string; dir?: string; maxBytes?: number },
): T;

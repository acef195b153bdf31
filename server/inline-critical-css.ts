// Critical CSS of a cached page (issue 26, "first paint"): a page kept by the page cache (server/page-cache.ts) has
// fixed HTML, so its styles are put into it once, when it is captured, instead of the browser waiting for the
// stylesheets before its first paint. What is inlined is the page's own stylesheets (the build's CSS chunks it links)
// pruned to the rules that can match it: a rule whose every selector names a class or id the page does not hold goes.
// The stylesheet links stay, as `media="print"` (fetched at the lowest priority, never render-blocking): React finds
// them where it expects them (link[rel=stylesheet][href]) and does not load them again, and once the page is live
// components/layout/deferred-styles.tsx turns them to media="all", so what the client shows later (a toast, the
// sign-in popup) has its rules too. The <style> carries the page's nonce, which the page cache rewrites per answer like the
// scripts' (the CSP allows inline styles anyway: page-security-policy.ts).
// A page that links a stylesheet this module cannot read is left as it was; PAGE_CACHE_INLINE_CSS=off leaves them all.
import { readFileSync } from "node:fs";
import path from "node:path";
import { storeRoot } from "./store-root";

/** Above this, a page keeps its links as they were: inlining would delay the HTML more than the links cost. */
const MAX_INLINE_BYTES = 48 * 1024;
const STYLESHEET_LINK =
  /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/_next\/static\/[^"?#]+\.css)")[^>]*>/g;
const MARK = "data-inlined-css";
/** components/layout/deferred-styles.tsx turns these links to media="all" once the page is live. */
const DEFERRED = "data-deferred-css";

/** A stylesheet's top-level item: a statement or kept at-rule, a rule, or a conditional group pruned inside. */
type CssItem =
  | { text: string }
  | { selectors: { selector: string; names: string[] }[]; body: string }
  | { prelude: string; children: CssItem[] };
export type ParsedCss = CssItem[];

type InlineOptions = {
  /** The page's CSP nonce, put on the <style>. */
  nonce?: string;
  /** The build's folder (default: NEXT_DIST_DIR or .next under the store). */
  dir?: string;
  maxBytes?: number;
};

/** The build's folder (NEXT_DIST_DIR as next.config.mjs reads it), where /_next/static/… lives. */
function distDir(): string {
  return path.resolve(storeRoot, process.env.NEXT_DIST_DIR || ".next");
}

/** A build file's parsed stylesheet (null when unreadable), by path: build files never change under their name. */
const fileCache = new Map<string, ParsedCss | null>();
function readStatic(href: string, dir: string): ParsedCss | null | undefined {
  const file = path.join(dir, "static", href.slice("/_next/static/".length));
  if (!file.startsWith(path.join(dir, "static") + path.sep)) return null;
  if (!fileCache.has(file)) {
    try {
      fileCache.set(file, parseCss(readFileSync(file, "utf8")));
    } catch {
      fileCache.set(file, null);
    }
  }
  return fileCache.get(file);
}

/**
 * Top-level CSS items (rules, at-rules with their blocks, at-statements) as [prelude, body|null] pairs; comments
 * dropped, strings respected.
 */
function splitRules(css: string): [string, string | null][] {
  const items: [string, string | null][] = [];
  let i = 0;
  const n = css.length;
  while (i < n) {
    const start = i;
    let depth = 0;
    let preludeEnd = -1;
    for (; i < n; i++) {
      const c = css[i];
      if (c === "/" && css[i + 1] === "*") {
        const end = css.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 1;
      } else if (c === '"' || c === "'") {
        for (i++; i < n && css[i] !== c; i++) if (css[i] === "\\") i++;
      } else if (c === "{") {
        if (depth === 0) preludeEnd = i;
        depth++;
      } else if (c === "}") {
        depth--;
        if (depth === 0) {
          i++;
          break;
        }
      } else if (c === ";" && depth === 0) {
        i++;
        break;
      }
    }
    const text = css
      .slice(start, i)
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .trim();
    if (!text) continue;
    if (preludeEnd < 0) items.push([text, null]);
    else {
      const brace = text.indexOf("{");
      items.push([text.slice(0, brace).trim(), text.slice(brace + 1, text.lastIndexOf("}"))]);
    }
  }
  return items;
}

function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * A stylesheet parsed once: its top-level items, each a statement (`text`), a rule (`selectors`, `body`), a
 * conditional group (`prelude`, `children`) or another at-rule kept whole (`text`).
 */
export function parseCss(css: string): ParsedCss {
  return splitRules(css).map(([prelude, body]): CssItem => {
    if (body === null) return { text: prelude.endsWith(";") ? prelude : `${prelude};` };
    if (prelude.startsWith("@")) {
      // Conditional groups are pruned inside; keyframes, font faces and the like are kept.
      if (/^@(media|supports|container|layer)\b/i.test(prelude)) return { prelude, children: parseCss(body) };
      return { text: `${prelude}{${body}}` };
    }
    const selectors = splitSelectors(prelude).map((selector) => ({ selector, names: namesOf(selector) }));
    return { selectors, body };
  });
}

/** The classes and ids a selector needs on the page (those inside :not(...) only widen it: ignored). */
function namesOf(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...positive.matchAll(/[.#]((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));
}

/** The rules of a parsed stylesheet that may apply to a page holding `tokens` (its class names and ids). */
export function pruneCss(items: ParsedCss, tokens: Set<string>): string {
  const out: string[] = [];
  for (const item of items) {
    if ("text" in item) out.push(item.text);
    else if ("children" in item) {
      const inner = pruneCss(item.children, tokens);
      if (inner) out.push(`${item.prelude}{${inner}}`);
    } else {
      const kept = item.selectors.filter((s) => s.names.every((name) => tokens.has(name)));
      if (kept.length) out.push(`${kept.map((s) => s.selector).join(",")}{${item.body}}`);
    }
  }
  return out.join("");
}

/** Class names and ids in the page's markup (and in its RSC payload, which may render more after hydration). */
function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const m of html.matchAll(/\b(?:class|id)=(?:"([^"]*)"|\\"((?:[^"\\]|\\[^"])*)\\")/g)) {
    for (const t of (m[1] ?? m[2]).split(/\s+/)) if (t) tokens.add(t);
  }
  // className in the flight data: "className":"a b" (escaped inside the inline scripts).
  for (const m of html.matchAll(/\\?"(?:className|id)\\?":\\?"((?:[^"\\]|\\[^"])*)\\?"/g)) {
    for (const t of m[1].split(/\s+/)) if (t) tokens.add(t);
  }
  return tokens;
}

/**
 * `html` (a Buffer or string of a whole page) with its build stylesheets inlined as one pruned <style> at the place
 * of the first link, and every link made non-blocking. Answers the input unchanged when there is nothing to do or
 * anything is unexpected. `nonce`: the page's CSP nonce, put on the <style>.
 */
export function inlineCriticalCss<T extends string | Buffer>(html: T, options: InlineOptions = {}): T {
  // PAGE_CACHE_INLINE_CSS=off keeps the pages as rendered (to measure the difference side by side).
  if (process.env.PAGE_CACHE_INLINE_CSS === "off") return html;
  try {
    return inline(html, options);
  } catch {
    return html; // never worse than the page as rendered
  }
}

function inline<T extends string | Buffer>(
  html: T,
  { nonce, dir = distDir(), maxBytes = MAX_INLINE_BYTES }: InlineOptions,
): T {
  const text: string = Buffer.isBuffer(html) ? html.toString("utf8") : (html as string);
  const headEnd = text.indexOf("</head>");
  if (headEnd < 0 || text.includes(MARK)) return html;
  const head = text.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (!links.length) return html;
  const sheets: ParsedCss[] = [];
  for (const m of links) {
    const parsed = readStatic(m[1], dir);
    if (parsed == null) return html;
    sheets.push(parsed);
  }
  const tokens = pageTokens(text);
  const css = sheets.map((s) => pruneCss(s, tokens)).join("\n");
  if (Buffer.byteLength(css) > maxBytes) return html;
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  const style = `<style ${MARK}=""${nonceAttr}>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  let first = true;
  const newHead = head.replace(STYLESHEET_LINK, (tag) => {
    const deferred = tag
      .replace(/\smedia="[^"]*"/, "")
      .replace(/\s*\/?>$/, ` media="print" ${DEFERRED}=""/>`);
    if (!first) return deferred;
    first = false;
    return style + deferred;
  });
  const out = newHead + text.slice(headEnd);
  return (Buffer.isBuffer(html) ? Buffer.from(out) : out) as T;
}

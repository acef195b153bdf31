// Critical CSS of a cached page (server/inline-critical-css.ts, issue 26): the build's stylesheets a page links are
// inlined once, pruned to the rules its markup can match, with the page's nonce; the links stay, deferred (media
// "print", marked for components/layout/deferred-styles.tsx), so React finds them and nothing blocks the first paint.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inlineCriticalCss, parseCss, pruneCss } from "@/server/inline-critical-css";
import { DEFERRED_STYLESHEET } from "@/components/layout/deferred-styles";

const SHEET_A = [
  ":root{--bg:#000}",
  "body{margin:0}",
  ".hdr_bar{display:flex}",
  ".toast_box{position:fixed}",
  ".hdr_bar .nav_link:hover,.gone_x{color:red}",
  "a:not(.gone_y){color:blue}",
  "@media (min-width:48rem){.hdr_bar{gap:1rem}.toast_box{left:0}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  "/* a comment { with braces } */",
  '.q_a::before{content:"}{"}',
].join("\n");
const SHEET_B = "#main-content{outline:none}.card_x{padding:4px}";

const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/b.css" nonce="${nonce}" data-precedence="next"/>` +
  `<script src="/_next/static/chunks/x.js" async="" nonce="${nonce}"></script></head>` +
  `<body><div class="hdr_bar"><a class="nav_link" href="/">x</a></div><main id="main-content"></main>` +
  `<script nonce="${nonce}">self.__next_f.push([1,"{\\"className\\":\\"q_a\\"}"])</script></body></html>`;

describe("inlineCriticalCss", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "inline-css-"));
    mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
    writeFileSync(path.join(dir, "static/chunks/a.css"), SHEET_A);
    writeFileSync(path.join(dir, "static/chunks/b.css"), SHEET_B);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("inlines the linked stylesheets in order, pruned to the rules the page's classes and ids can match", () => {
    const out = inlineCriticalCss(page("N0nce=="), { nonce: "N0nce==", dir });
    const style = /<style data-inlined-css="" nonce="N0nce==">([\s\S]*?)<\/style>/.exec(out)?.[1] ?? "";
    expect(style).toBe(
      ":root{--bg:#000}body{margin:0}.hdr_bar{display:flex}.hdr_bar .nav_link:hover{color:red}" +
        "a:not(.gone_y){color:blue}@media (min-width:48rem){.hdr_bar{gap:1rem}}" +
        '@keyframes spin{to{transform:rotate(1turn)}}.q_a::before{content:"}{"}' +
        "\n#main-content{outline:none}",
    );
    // The style comes where the first stylesheet was, before any script.
    expect(out.indexOf("<style")).toBeLessThan(out.indexOf('href="/_next/static/chunks/a.css"'));
  });

  it("keeps every link for React, deferred: media print and the mark the client turns back to all", () => {
    const out = inlineCriticalCss(page("abc"), { nonce: "abc", dir });
    const links = out.match(/<link[^>]*stylesheet[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('media="print"');
      expect(link).toContain(`${DEFERRED_STYLESHEET}=""`);
      expect(link).toContain('data-precedence="next"');
    }
  });

  it("answers a Buffer for a Buffer and leaves pages it cannot handle as they were", () => {
    const buffer = Buffer.from(page("n"));
    expect(Buffer.isBuffer(inlineCriticalCss(buffer, { nonce: "n", dir }))).toBe(true);
    // A stylesheet missing from the build: untouched.
    const missing = page("n").replace("b.css", "gone.css");
    expect(inlineCriticalCss(missing, { nonce: "n", dir })).toBe(missing);
    // More CSS than the limit: untouched.
    expect(inlineCriticalCss(page("n"), { nonce: "n", dir, maxBytes: 10 })).toBe(page("n"));
    // Done once: a page already inlined is not inlined again.
    const once = inlineCriticalCss(page("n"), { nonce: "n", dir });
    expect(inlineCriticalCss(once, { nonce: "n", dir })).toBe(once);
    // No stylesheet, or no head: untouched.
    expect(inlineCriticalCss("<html><body>x</body></html>", { dir })).toBe("<html><body>x</body></html>");
    // A path outside the build's static folder is never read.
    const escape = page("n").replace("/_next/static/chunks/a.css", "/_next/static/../../etc/x.css");
    expect(inlineCriticalCss(escape, { nonce: "n", dir })).toBe(escape);
  });

  it("never lets the CSS close its own style element", () => {
    const sheet = pruneCss(parseCss('.hdr_bar::after{content:"</style><script>"}'), new Set(["hdr_bar"]));
    writeFileSync(path.join(dir, "static/chunks/b.css"), sheet);
    const out = inlineCriticalCss(page("n"), { nonce: "n", dir: dir });
    expect(out.match(/<\/style>/gi)).toHaveLength(1);
    writeFileSync(path.join(dir, "static/chunks/b.css"), SHEET_B);
  });
});

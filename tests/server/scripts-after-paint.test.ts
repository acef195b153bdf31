/**
 * @jest-environment jsdom
 */
// A cached page's scripts run after its first paint (server/scripts-after-paint.ts, issue 26): its async chunk scripts
// are held (a type the browser neither fetches nor runs) and a nonced loader puts each back, as written, after the
// first frame; nomodule and typed scripts are left alone, and a page without async scripts is unchanged.
import { HELD_SCRIPT_TYPE, scriptsAfterFirstPaint } from "@/server/scripts-after-paint";

const NONCE = "bm9uY2U9PQ==";
const page =
  `<!DOCTYPE html><html lang="ru"><head>` +
  `<script nonce="${NONCE}" id="_R_">(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>` +
  `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
  `<body><main>Товар</main><script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,""])</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  afterEach(() => {
    delete process.env.PAGE_CACHE_SCRIPTS_AFTER_PAINT;
  });

  it("holds the async scripts, leaves the others, and adds the nonced loader at the end of the body", () => {
    const html = scriptsAfterFirstPaint(page, { nonce: NONCE });
    expect(html.match(new RegExp(`<script type="${HELD_SCRIPT_TYPE}"[^>]*>`, "g"))).toEqual([
      `<script type="${HELD_SCRIPT_TYPE}" src="/_next/static/chunks/a.js" async="" nonce="${NONCE}">`,
      `<script type="${HELD_SCRIPT_TYPE}" src="/_next/static/chunks/main.js" nonce="${NONCE}" async="">`,
    ]);
    expect(html).toContain(
      `<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>`,
    );
    expect(html).toContain(`<script type="application/ld+json">`);
    expect(html).toMatch(
      new RegExp(`<script nonce="${NONCE}">\\(function\\(\\)\\{[^<]+</script></body></html>$`),
    );
    // A Buffer in, a Buffer out (the page cache keeps bytes).
    expect(scriptsAfterFirstPaint(Buffer.from(page), { nonce: NONCE }).toString()).toBe(html);
  });

  it("leaves a page without async scripts, and every page when turned off", () => {
    const plain = page.replaceAll(' async=""', "");
    expect(scriptsAfterFirstPaint(plain, { nonce: NONCE })).toBe(plain);
    process.env.PAGE_CACHE_SCRIPTS_AFTER_PAINT = "off";
    expect(scriptsAfterFirstPaint(page, { nonce: NONCE })).toBe(page);
  });

  it("puts each held script back after the first frame, with the address as written (the chunk runtime looks it up)", () => {
    const html = scriptsAfterFirstPaint(page, { nonce: NONCE });
    const loader = /<script nonce="[^"]+">(\(function\(\)\{[^<]+)<\/script><\/body>/.exec(html)![1];
    const parsed = new DOMParser().parseFromString(html, "text/html");
    document.head.innerHTML = parsed.head.innerHTML;
    document.body.innerHTML = parsed.body.innerHTML;
    jest.useFakeTimers(); // fakes requestAnimationFrame too: a frame every 16 ms
    try {
      new Function(loader)();
      expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(2);
      jest.advanceTimersByTime(20); // the first frame, then the timer it sets
      expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(0);
      const live = [...document.querySelectorAll("script[src]")].map((s) => [
        s.getAttribute("src"),
        s.getAttribute("type"),
      ]);
      expect(live).toEqual([
        ["/_next/static/chunks/a.js", null],
        ["/_next/static/chunks/poly.js", null],
        ["/_next/static/chunks/main.js", null],
      ]);
      // The hidden-tab timer finds nothing more to do.
      jest.advanceTimersByTime(300);
      expect(document.querySelectorAll("script[src]")).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("in a tab drawing no frames, puts them back after 300 ms only while the tab is hidden", () => {
    const html = scriptsAfterFirstPaint(page, { nonce: NONCE });
    const loader = /<script nonce="[^"]+">(\(function\(\)\{[^<]+)<\/script><\/body>/.exec(html)![1];
    const held = () => document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`).length;
    jest.useFakeTimers(); // before the spy below: fake timers bring a requestAnimationFrame of their own
    const frame = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0); // never drawn
    const hidden = jest.spyOn(document, "hidden", "get");
    try {
      for (const isHidden of [false, true]) {
        const parsed = new DOMParser().parseFromString(html, "text/html");
        document.body.innerHTML = parsed.body.innerHTML;
        hidden.mockReturnValue(isHidden);
        new Function(loader)();
        jest.advanceTimersByTime(300);
        // A visible page still waits for its first frame (a slow phone's may take longer than that).
        expect({ isHidden, held: held() }).toEqual({ isHidden, held: isHidden ? 0 : 1 });
      }
    } finally {
      jest.useRealTimers();
      frame.mockRestore();
      hidden.mockRestore();
    }
  });
});

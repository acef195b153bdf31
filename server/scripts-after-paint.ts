// A cached page's scripts run after its first paint (issue 26, "first paint"). Next.js writes its chunks as
// `<script src async>` in the head: the browser fetches them while it parses the page and runs each one as soon as it
// has come, so on a phone the page's first paint can wait behind seconds of script evaluation, and its largest paint
// behind the downloads. A page the page cache keeps has fixed HTML, so once, when it is captured, each such script is
// given a type the browser neither fetches nor runs (`text/x-after-paint`), and a small inline script (with the
// answer's nonce, which the page cache rewrites per answer like the others) puts the real scripts in place after the
// first frame has been painted. The page is the same HTML; it becomes live one frame and the scripts' download later.
// 'strict-dynamic' trusts scripts a nonced script inserts, so the CSP is unchanged.
// PAGE_CACHE_SCRIPTS_AFTER_PAINT=off keeps the pages' scripts as rendered.

/** The type the held scripts carry until the loader below puts them in place. */
export const HELD_SCRIPT_TYPE = "text/x-after-paint";

/** An executable async script with a src and no type of its own (a nomodule or typed script is left alone). */
const ASYNC_SCRIPT =
  /<script\b(?=[^>]*\ssrc=")(?=[^>]*\sasync(?:=""|\s|>))(?![^>]*\s(?:type|nomodule)\b)([^>]*)>/gi;

/**
 * After the first frame, each held script is replaced by a live copy of itself, with its address as written (the chunk
 * runtime looks its scripts up by that attribute). A hidden tab draws no frames: there it happens after 300 ms. A slow
 * phone's first paint may take longer than that, so the timer does nothing on a visible page.
 */
const LOADER = `(function(){var d=0;function g(){if(d)return;d=1;document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(h){var s=document.createElement("script");s.src=h.getAttribute("src");s.async=true;h.replaceWith(s)})}requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(function(){document.hidden&&g()},300)})()`;

export function scriptsAfterFirstPaint<T extends string | Buffer>(
  html: T,
  { nonce }: { nonce?: string } = {},
): T {
  if (process.env.PAGE_CACHE_SCRIPTS_AFTER_PAINT === "off") return html;
  const text = typeof html === "string" ? html : html.toString("utf8");
  let held = 0;
  const holding = text.replace(ASYNC_SCRIPT, (_tag, attributes: string) => {
    held++;
    return `<script type="${HELD_SCRIPT_TYPE}"${attributes}>`;
  });
  const end = holding.lastIndexOf("</body>");
  if (!held || end < 0) return html;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script>`;
  const result = holding.slice(0, end) + loader + holding.slice(end);
  return (typeof html === "string" ? result : Buffer.from(result)) as T;
}

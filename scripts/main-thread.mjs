// The browser main thread's work on a page after its first contentful paint, from Chromium's own trace: what
// Lighthouse's blocking time is made of, without its network simulation, so that two builds (or the store beside the
// empty App Router page) can be told apart on a machine where Lighthouse's runs of one route differ by seconds
// (issue 26). Every URL is loaded `runs` times, round-robin, each time in a fresh browser context (a phone-sized
// viewport, nothing cached) and asked for once just before, so a store page comes from its page cache; the trace runs
// from navigation until the network has been idle and 1.5 s more. Per URL, the medians of:
// - busy ms: the main thread's tasks after first contentful paint, summed;
// - longest ms: its longest task;
// - blocking at 4x: the sum of (4 x task - 50 ms) over its tasks, as Lighthouse counts blocking time on its simulated
//   phone (a CPU four times slower than this machine's).
// node scripts/main-thread.mjs [--runs 9] URL...
import { chromium } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SLOWDOWN = 4;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url` in a fresh context: its main-thread tasks after first contentful paint, in ms. */
async function tasksAfterFirstPaint(browser, url) {
  await fetch(url, { headers: { accept: "text/html" } });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_500);
    await cdp.send("Tracing.end");
    await complete;
    const paint = events.find((e) => e.name === "firstContentfulPaint");
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    return events
      .filter(
        (e) =>
          e.name === "RunTask" &&
          e.ph === "X" &&
          e.pid === paint.pid &&
          e.tid === paint.tid &&
          e.ts >= paint.ts,
      )
      .map((e) => e.dur / 1_000);
  } finally {
    await context.close();
  }
}

/** Median busy, longest and blocking-at-4x figures per URL over `runs` round-robin loads. */
export async function measureMainThread(urls, { runs = 9 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const loads = new Map(urls.map((url) => [url, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const tasks = await tasksAfterFirstPaint(browser, url);
        loads.get(url).push({
          busy: tasks.reduce((sum, ms) => sum + ms, 0),
          longest: Math.max(0, ...tasks),
          blocking: tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - 50), 0),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return urls.map((url) => {
    const runsOf = loads.get(url);
    return {
      url,
      "busy ms": Math.round(median(runsOf.map((r) => r.busy))),
      "longest ms": Math.round(median(runsOf.map((r) => r.longest))),
      "blocking at 4x ms": Math.round(median(runsOf.map((r) => r.blocking))),
      "blocking at 4x, every run": runsOf.map((r) => Math.round(r.blocking)).join(" "),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const i = args.indexOf("--runs");
  const runs = i >= 0 ? Number(args.splice(i, 2)[1]) : 9;
  if (!args.length) {
    console.error("usage: node scripts/main-thread.mjs [--runs 9] URL...");
    process.exit(2);
  }
  console.table(await measureMainThread(args, { runs }));
}

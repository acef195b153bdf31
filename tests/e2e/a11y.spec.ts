// Accessibility of the storefront in a real browser (issue 13): axe-core, run in Chromium on the pages shoppers
// arrive on, at desktop and phone widths, with the CSS applied (so colour contrast counts here, unlike in the
// component tests), must report no violation of WCAG 2.1 A/AA or axe's best practices (heading order, landmarks).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { openSignIn } from "./fixtures/store-pages";
import { apiGet } from "./fixtures/api-get";

type Violation = { id: string; help: string; nodes: { target: string[] }[] };

// Evaluated through the DevTools protocol, which the page's CSP does not govern: nothing is added to the page.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

async function violationsOf(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations;
  });
  return (violations as Violation[]).map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

async function gameId(page: Page, title: string) {
  const res = await apiGet(page.request, `/api/games/?title_exact=${encodeURIComponent(title)}`);
  return ((await res.json()) as { results: { id: number }[] }).results[0].id;
}

test("the storefront's pages have no axe violations @mobile", async ({ page }) => {
  test.setTimeout(120_000);
  const gifts = (await (await apiGet(page.request, "/api/gifts/?limit=1")).json()) as {
    results: { id: number }[];
  };
  const pages = [
    "/",
    `/games/${await gameId(page, "PUBG Mobile")}`,
    `/games/${await gameId(page, "Standoff 2")}`,
    `/games/${await gameId(page, "Steam")}`,
    `/games/${await gameId(page, "Genshin Impact")}`,
    "/gifts",
    `/gifts/detalis/${gifts.results[0].id}`,
    "/products",
    "/feedback",
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    found.push(...(await violationsOf(page)).map((v) => `${path} ${v}`));
  }
  await page.goto("/");
  await openSignIn(page);
  found.push(...(await violationsOf(page)).map((v) => `sign-in dialog ${v}`));
  expect(found).toEqual([]);
});

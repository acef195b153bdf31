/**
 * @jest-environment node
 */
// Issue 13, accessibility: the storefront pages as the server renders them from the seeded demo catalogue, inside
// the store's header and footer, checked by axe-core: no violations (one h1, headings that skip no level, list
// semantics, allowed ARIA roles and attributes, names of controls and images).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next-intl/server", () => {
  const intl = jest.requireActual("../helpers/next-intl-mock");
  return {
    getTranslations: async (ns: string) => intl.useTranslations(ns),
    getFormatter: async () => ({ ...intl.useFormatter(), relativeTime: () => "5 минут назад" }),
    getNow: async () => new Date(),
  };
});
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), connection: async () => undefined }));
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [] }),
  headers: async () => new Headers(),
}));

import { and, eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import HomePage from "@/app/(store)/page";
import GamePage from "@/app/(store)/games/[id]/page";
import GiftsPage from "@/app/(store)/gifts/[[...page]]/page";
import GiftPage from "@/app/(store)/gifts/detalis/[id]/page";
import ProductsPage from "@/app/(store)/products/[[...page]]/page";
import OrderPayPage from "@/app/(store)/orders/[hash]/pay/page";
import OrderDetailsPage from "@/app/(store)/orders/[hash]/details/page";
import ProductPage from "@/app/(store)/products/details/[id]/page";
import FeedbackPage from "@/app/(store)/feedback/page";
import InfoIndexPage from "@/app/(store)/info/page";
import ContactsPage from "@/app/(store)/info/contacts/page";
import PrivacyPolicyPage from "@/app/(store)/info/privacy-policy/page";
import UserAgreementPage from "@/app/(store)/info/user-agreement/page";
import TextBlockPage from "@/app/(store)/info/TextBlock/page";
import { StoreShell } from "@/components/layout/store-shell";
import { games, gifts, orders, products } from "@/lib/server/db/schema";
import { startTestDb, type TestDb } from "../../helpers/test-db";
import { axeViolationsOfHtml } from "../helpers/axe-violations-of-html";
import { resolveServerTree } from "../helpers/resolve-server-tree";

jest.setTimeout(60_000);

let t: TestDb;
beforeAll(async () => {
  t = await startTestDb();
});
afterAll(() => t?.close());

/** The page inside the store's shell, rendered as the server sends it, then checked. */
async function violationsOf(page: Promise<ReactNode>) {
  const tree = await resolveServerTree(<StoreShell>{await page}</StoreShell>);
  const { prelude } = await prerenderToNodeStream(tree);
  let html = "";
  for await (const chunk of prelude as unknown as AsyncIterable<Buffer>) html += chunk.toString();
  // axe asks for an h1; the store asks for exactly one.
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  const oneH1 = h1s === 1 ? [] : [{ id: "one-h1", nodes: [`${h1s} h1 elements`] }];
  return [...oneH1, ...(await axeViolationsOfHtml(html))];
}

const params = <T,>(value: T) => Promise.resolve(value);
const noQuery = params({});

it("home", async () => {
  expect(await violationsOf(HomePage({ searchParams: noQuery }))).toEqual([]);
});

it.each(["pubg", "standoff", "steam", "supply"])("a game page of the %s kind", async (kind) => {
  const [game] = await t.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.kind, kind as typeof games.$inferSelect.kind), eq(games.isActive, true)))
    .limit(1);
  expect(game).toBeDefined();
  expect(await violationsOf(GamePage({ params: params({ id: String(game.id) }) }))).toEqual([]);
});

it("the gifts list and a gift", async () => {
  expect(await violationsOf(GiftsPage({ params: params({}), searchParams: noQuery }))).toEqual([]);
  const [gift] = await t.db.select({ id: gifts.id }).from(gifts).where(eq(gifts.isActive, true)).limit(1);
  expect(await violationsOf(GiftPage({ params: params({ id: String(gift.id) }) }))).toEqual([]);
});

it("the products list", async () => {
  expect(await violationsOf(ProductsPage({ params: params({}) }))).toEqual([]);
});

it.each([
  ["the payment page of an order waiting for payment", "waiting_for_payment", OrderPayPage],
  ["the details page of a done order", "done", OrderDetailsPage],
] as const)("%s", async (_, status, Page) => {
  const [order] = await t.db
    .select({ hash: orders.hash })
    .from(orders)
    .where(eq(orders.status, status))
    .limit(1);
  expect(await violationsOf(Page({ params: params({ hash: order.hash }) }))).toEqual([]);
});

it("a product, the reviews and the information pages", async () => {
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1);
  const pages: [string, Promise<ReactNode>][] = [
    ["product", ProductPage({ params: params({ id: String(product.id) }) })],
    ["feedback", FeedbackPage({ searchParams: noQuery })],
    ["info", InfoIndexPage()],
    ["contacts", ContactsPage()],
    ["privacy policy", Promise.resolve(PrivacyPolicyPage())],
    ["user agreement", Promise.resolve(UserAgreementPage())],
    ["text block", Promise.resolve(TextBlockPage())],
  ];
  for (const [name, page] of pages)
    expect({ name, violations: await violationsOf(page) }).toEqual({ name, violations: [] });
});

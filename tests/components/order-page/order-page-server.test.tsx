/**
 * @jest-environment node
 */
// The order page's server side on a real database: unknown hashes are 404s, and the viewer's verified token,
// the order's owner and an existing review decide which review block it gets.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next-intl/server", () => ({
  getTranslations: async (ns: string) => jest.requireActual("../helpers/next-intl-mock").useTranslations(ns),
}));
const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

import OrderDetailsPage, { generateMetadata } from "@/app/(store)/orders/[hash]/details/page";
import { loadFeedbackState } from "@/components/order-page/load-feedback-state";
import { signToken } from "@/lib/server/auth/jwt";
import { insertFeedback, insertOrder, insertUser } from "../../api/fixtures/insert-fixtures";
import { startTestDb, type TestDb } from "../../helpers/test-db";

jest.setTimeout(30_000);

let t: TestDb;
beforeAll(async () => {
  t = await startTestDb({ seed: false });
});
afterAll(() => t.close());
beforeEach(() => jar.clear());

const signInAs = async (userId: number) => jar.set("access", (await signToken("access", userId, 600)).token);

describe("review block of the order page", () => {
  it("offers the form to the owner of a done order only, and explains it to everyone else", async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const order = await insertOrder(t.db, { userId: owner.id, status: "done" });

    expect(await loadFeedbackState(order)).toEqual({ kind: "sign-in" });
    await signInAs(owner.id);
    expect(await loadFeedbackState(order)).toEqual({ kind: "form" });
    await signInAs(other.id);
    expect(await loadFeedbackState(order)).toEqual({ kind: "not-owner" });

    // A forged token proves nothing; an unverifiable one with a refresh token may still be the owner's.
    jar.set("access", "forged.token.value");
    expect(await loadFeedbackState(order)).toEqual({ kind: "sign-in" });
    jar.set("refresh", "some-refresh-token");
    expect(await loadFeedbackState(order)).toEqual({ kind: "form" });
  });

  it("hides the block until the order is done, and says a guest order cannot be reviewed", async () => {
    const owner = await insertUser(t.db);
    await signInAs(owner.id);
    const paid = await insertOrder(t.db, { userId: owner.id, status: "paid" });
    expect(await loadFeedbackState(paid)).toEqual({ kind: "hidden" });
    const guestOrder = await insertOrder(t.db, { status: "done" });
    expect(await loadFeedbackState(guestOrder)).toEqual({ kind: "guest-order" });
  });

  it("shows the review once left, to anyone", async () => {
    const owner = await insertUser(t.db);
    const order = await insertOrder(t.db, { userId: owner.id, status: "done" });
    await insertFeedback(t.db, order.id, { rating: 4, text: "Пришло быстро" });
    const reviewed = { kind: "reviewed", review: { rating: 4, text: "Пришло быстро" } };
    expect(await loadFeedbackState(order)).toEqual(reviewed);
    await signInAs(owner.id);
    expect(await loadFeedbackState(order)).toEqual(reviewed);
  });
});

describe("order details page", () => {
  const open = (hash: string) => OrderDetailsPage({ params: Promise.resolve({ hash }) });
  const notFound = { digest: expect.stringContaining("404") };

  it("is a 404 for a malformed or unknown hash", async () => {
    await expect(open("not-a-hash")).rejects.toMatchObject(notFound);
    await expect(open("A".repeat(32))).rejects.toMatchObject(notFound);
    await expect(open("0".repeat(32))).rejects.toMatchObject(notFound);
  });

  it("hands the order with its timeline and the review block to the page body", async () => {
    const owner = await insertUser(t.db);
    const order = await insertOrder(t.db, { userId: owner.id, status: "done", total: "100.00" });
    await signInAs(owner.id);
    const element = await open(order.hash);
    const metadata = await generateMetadata({ params: Promise.resolve({ hash: order.hash }) });
    expect(metadata.title).toBe(`Заказ №${order.id}`);
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(element.props.feedback).toEqual({ kind: "form" });
    expect(element.props.order).toMatchObject({
      id: order.id,
      hash: order.hash,
      status: "done",
      resourcetype: "PUBGOrder",
      timeline: [{ status: "created" }, { status: "done" }],
    });
  });
});

// Sandbox fulfilment providers on a real database: every magic value, and exactly-once per idempotency key.
import { eq } from "drizzle-orm";
import { sandboxDeliveries } from "@/lib/server/db/schema";
import { TransientDeliveryError, type DeliveryRequest } from "@/lib/server/fulfilment/provider";
import { createSandboxProvider } from "@/lib/server/fulfilment/providers/sandbox-provider";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

let seq = 0;
const request = (
  account: DeliveryRequest["account"],
  extra: Partial<DeliveryRequest> = {},
): DeliveryRequest => {
  seq += 1;
  return {
    idempotencyKey: `line-${seq}`,
    orderId: seq,
    lineId: seq,
    quantity: 1,
    amount: "149.00",
    product: { id: 1, title: "60 алмазов", externalId: "1234", amountUc: null, gold: null },
    account,
    email: "buyer@example.com",
    ...extra,
  };
};

describe.each(testEngines)("sandbox fulfilment providers on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const supply = () => createSandboxProvider("sandbox-supply", { delayMs: 0 });
  const callsOf = async (key: string) =>
    (await t.db.select().from(sandboxDeliveries).where(eq(sandboxDeliveries.key, key)))[0]?.calls;

  it("delivers an ordinary player id, and a repeat with the same key answers the same delivery", async () => {
    const req = request({ supplyUserId: "12345678", supplyServer: "2001" });
    const first = await supply().deliver(req);
    expect(first).toMatchObject({ kind: "delivered", items: [] });
    expect(first.kind === "delivered" && first.detail).toContain("12345678");
    const second = await supply().deliver(req);
    expect(second).toEqual(first);
    expect(await callsOf(req.idempotencyKey)).toBe(2);
  });

  it("answers one delivery to concurrent requests with one key", async () => {
    const req = request({}, { email: "keys@example.com", quantity: 2 });
    const keys = createSandboxProvider("sandbox-keys", { delayMs: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => keys.deliver(req)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await callsOf(req.idempotencyKey)).toBe(5);
  });

  it("hands out keys that look real, with activation instructions in Russian", async () => {
    const keys = createSandboxProvider("sandbox-keys", { delayMs: 0 });
    const a = await keys.deliver(request({}, { quantity: 3 }));
    const b = await keys.deliver(request({}));
    if (a.kind !== "delivered" || b.kind !== "delivered") throw new Error("not delivered");
    expect(a.items).toHaveLength(3);
    for (const item of [...a.items, ...b.items]) {
      expect(item.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(item.instructions).toContain("Активировать в Steam");
    }
    expect(new Set([...a.items, ...b.items].map((i) => i.code)).size).toBe(4);
  });

  it("credits a Steam login without a code", async () => {
    const steam = createSandboxProvider("sandbox-steam", { delayMs: 0 });
    const result = await steam.deliver(request({ steamAccountId: "gaben", steamAmount: "500.00" }));
    expect(result).toMatchObject({
      kind: "delivered",
      items: [],
      detail: "Зачислено 500\u00a0₽ на кошелёк Steam логина gaben",
    });
  });

  it("0000: an unknown player is incorrect details; the corrected id is delivered under the same key", async () => {
    const req = request({ supplyUserId: "77770000" });
    expect(await supply().deliver(req)).toEqual({
      kind: "incorrect_details",
      field: "supplyUserId",
      message: "Игрок с таким ID не найден",
    });
    const steam = createSandboxProvider("sandbox-steam", { delayMs: 0 });
    expect(await steam.deliver(request({ steamAccountId: "login0000" }))).toMatchObject({
      kind: "incorrect_details",
      field: "steamAccountId",
    });
    const fixed = await supply().deliver({ ...req, account: { supplyUserId: "77775555" } });
    expect(fixed).toMatchObject({ kind: "delivered" });
    expect(await callsOf(req.idempotencyKey)).toBe(2);
  });

  it("1111: out of stock at the provider fails the line (keys: by the e-mail's local part)", async () => {
    expect(await supply().deliver(request({ supplyUserId: "1111" }))).toMatchObject({ kind: "failed" });
    const keys = createSandboxProvider("sandbox-keys", { delayMs: 0 });
    const result = await keys.deliver(request({}, { email: "tester1111@example.com" }));
    expect(result).toEqual({ kind: "failed", reason: "Товара нет в наличии у поставщика" });
    expect(await keys.deliver(request({}, { email: "tester0000@example.com" }))).toMatchObject({
      kind: "failed",
    });
  });

  it("2222: two transient faults for the key, then delivered, and the delivery sticks", async () => {
    const req = request({ supplyUserId: "55552222" });
    await expect(supply().deliver(req)).rejects.toBeInstanceOf(TransientDeliveryError);
    await expect(supply().deliver(req)).rejects.toBeInstanceOf(TransientDeliveryError);
    const third = await supply().deliver(req);
    expect(third).toMatchObject({ kind: "delivered" });
    expect(await supply().deliver(req)).toEqual(third);
    expect(await callsOf(req.idempotencyKey)).toBe(4);
  });

  it("3333: pending first, delivered on the next check, and a repeated deliver answers that delivery", async () => {
    const req = request({ steamAccountId: "slow3333", steamAmount: "100.00" });
    const steam = createSandboxProvider("sandbox-steam", { delayMs: 0 });
    const first = await steam.deliver(req);
    expect(first).toMatchObject({ kind: "pending", retryInSeconds: 1 });
    if (first.kind !== "pending") throw new Error("not pending");
    expect(await steam.deliver(req)).toEqual(first);
    const checked = await steam.check(req, first.providerRef);
    expect(checked).toMatchObject({ kind: "delivered", providerRef: first.providerRef, items: [] });
    expect(await steam.check(req, first.providerRef)).toEqual(checked);
    expect(await steam.deliver(req)).toEqual(checked);
    expect(await callsOf(req.idempotencyKey)).toBe(5);
  });

  it("waits the configured delay before answering", async () => {
    const slow = createSandboxProvider("sandbox-supply", { delayMs: 250 });
    const started = Date.now();
    await slow.deliver(request({ supplyUserId: "42" }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("looks up supply players: 0000 is unknown, others have a nickname", async () => {
    const lookup = supply().lookupPlayer!;
    expect(await lookup({ productExternalId: "1", userId: "12340000" })).toMatchObject({ kind: "not_found" });
    expect(await lookup({ productExternalId: "1", userId: "12345678" })).toEqual({
      kind: "found",
      nickname: "Игрок_5678",
    });
  });
});

// Issue 9 section 7 against the real server: the expiry sweep runs in the server process on its own. The demo seed
// has an order of the demo shopper waiting for payment since 15 minutes ago; with ORDER_EXPIRY_MINUTES=1 the
// first sweep (a few seconds after start) cancels it, and the shopper's history says why.
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(120_000);

type HistoryEntry = { id: number; status: string; reject_reason: string | null; is_payment_active: boolean };

async function demoHistory(store: StoreProcess, access: string): Promise<HistoryEntry[]> {
  const res = await fetch(`${store.origin}/api/orders/?page_size=50`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: HistoryEntry[] }).results;
}

describe("unpaid order expiry in the running server", () => {
  let store: StoreProcess | undefined;
  afterEach(() => disposeStore(store));

  it("cancels the seeded unpaid order by itself, with the reason", async () => {
    store = await startStore({ env: { ORDER_EXPIRY_MINUTES: "1" } });
    const signIn = await fetch(`${store.origin}/api/auth/jwt/create/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password: "demo-password-2026" }),
    });
    expect(signIn.status).toBe(200);
    const { access } = (await signIn.json()) as { access: string };
    const deadline = Date.now() + 30_000;
    let unpaid: HistoryEntry[] = [];
    let expired: HistoryEntry[] = [];
    do {
      await new Promise((r) => setTimeout(r, 1_000));
      const history = await demoHistory(store, access);
      unpaid = history.filter((o) => o.status === "waiting_for_payment" || o.status === "created");
      expired = history.filter((o) => o.reject_reason?.startsWith("Время на оплату истекло"));
    } while ((unpaid.length || !expired.length) && Date.now() < deadline);
    expect(unpaid).toEqual([]);
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(expired.every((o) => o.status === "failed" && !o.is_payment_active)).toBe(true);
  });
});

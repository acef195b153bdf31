// Issue 14: one JSON log line per request with its request id (the client's X-Request-Id when sane, else a new one,
// returned in the answer), the route with ids and hashes replaced, the status and the duration; and no password,
// token, order hash or e-mail anywhere in what the server writes.
import { disposeStore, startStore, type StoreProcess } from "./start-store";
import { supplyProduct } from "./store-shopper";
import { waitFor } from "./worker-child";

jest.setTimeout(120_000);

type LogLine = Record<string, unknown>;

const logLines = (store: StoreProcess): LogLine[] =>
  store
    .stdout()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as LogLine);

describe("request log", () => {
  let store: StoreProcess | undefined;
  afterAll(() => disposeStore(store));

  it("names every request, echoes its id and keeps secrets and personal data out", async () => {
    store = await startStore({ env: { LOG_LEVEL: "info" } });
    const origin = store.origin;

    const mine = await fetch(`${origin}/api/games/`, { headers: { "X-Request-Id": "lb-4f2a-0001" } });
    expect(mine.headers.get("x-request-id")).toBe("lb-4f2a-0001");
    const generated = await fetch(`${origin}/api/games/`, {
      headers: { "X-Request-Id": `${"x".repeat(200)} <script>` },
    });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // Too short to be a balancer's id: replaced (issue 25: 8 to 128 of [A-Za-z0-9._-]).
    const short = await fetch(`${origin}/api/games/`, { headers: { "X-Request-Id": "abc-12" } });
    expect(short.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Answers from the page cache: a fresh id each, or the client's own, never the one that filled the cache.
    const pageIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${origin}/`, { headers: { accept: "text/html" } });
      await page.arrayBuffer();
      pageIds.push(page.headers.get("x-request-id") ?? "");
    }
    const nginxId = "0123456789abcdef0123456789abcdef";
    const hit = await fetch(`${origin}/`, { headers: { accept: "text/html", "X-Request-Id": nginxId } });
    await hit.arrayBuffer();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("x-request-id")).toBe(nginxId);
    expect(new Set(pageIds).size).toBe(3);

    const password = "demo-password-2026";
    const signIn = await fetch(`${origin}/api/auth/jwt/create/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password }),
    });
    const { access, refresh } = (await signIn.json()) as { access: string; refresh?: string };
    const email = "log.check.buyer@example.org";
    const created = await fetch(`${origin}/api/orders/supply_channel/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: await supplyProduct(origin), quantity: 1 }],
        supply_channel_user_id: "71234565",
        email,
      }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: number; hash: string };
    expect(
      (await fetch(`${origin}/api/orders/${order.hash}/?email=${encodeURIComponent(email)}`)).status,
    ).toBe(200);
    // The log is written as the answers go: wait for the last request's line rather than a guessed pause (a busy
    // machine may print it later).
    const isLastLine = (l: LogLine) => l.route === "/api/orders/:key/" && l.msg === "request";
    await waitFor(
      () => logLines(store!).some(isLastLine),
      10_000,
      () => "no log line for the last request",
    );

    const lines = logLines(store);
    expect(lines.find((l) => l.requestId === "lb-4f2a-0001" && l.msg === "request")).toEqual(
      expect.objectContaining({
        method: "GET",
        route: "/api/games/",
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    // The request log names each page answer by its own id, the cache hit with the client's.
    for (const id of [...pageIds, nginxId]) {
      expect(lines.find((l) => l.requestId === id && l.msg === "request")).toMatchObject({ route: "/" });
    }
    expect(lines.find((l) => l.requestId === "abc-12")).toBeUndefined();
    expect(lines.find((l) => l.route === "/api/orders/:key/" && l.msg === "request")).toEqual(
      expect.objectContaining({ method: "GET", status: 200, requestId: expect.any(String) }),
    );
    const written = store.stdout() + store.stderr();
    for (const secret of [password, access, refresh, order.hash, email, "demo@example.com"].filter(Boolean)) {
      expect(written.includes(secret as string) ? secret : null).toBeNull();
    }
  });
});

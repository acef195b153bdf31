// A shopper of a running store, for the process tests and the bench's sale: the demo catalogue's supply-channel
// product, and a guest purchase through the public API and the sandbox checkout (create, pay, approve), as a browser
// would make it. Plain ESM; sandbox-shopper.d.mts types it.

/** A supply-channel product of a game without servers or sign-in: one line, delivered by the sandbox provider. */
export async function supplyProduct(origin) {
  const games = await (await fetch(`${origin}/api/games/?limit=100`)).json();
  for (const g of games.results) {
    const game = await (await fetch(`${origin}/api/games/${g.id}/`)).json();
    const p = game.products?.find((x) => x.is_active);
    if (game.resourcetype === "SupplyGame" && !game.is_server_needed && !game.is_auth_required && p)
      return p.id;
  }
  throw new Error("no supply-channel product without servers in the demo catalogue");
}

/**
 * A guest buys one line and pays it in the sandbox. `step` is "paid" when the sandbox approved it and the store took
 * the payment (the order's payment status is "succeeded"), else where it stopped ("create 502", "network …");
 * never throws. The player id ends in 5: never a sandbox magic ending.
 */
export async function buyAsGuest(origin, productId, { email, playerId = "71234565" }) {
  let cookie = "";
  const post = async (p, body, type = "application/json") => {
    const res = await fetch(`${origin}${p}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": type, cookie },
      body,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("order_access="));
    if (set) cookie = set.split(";")[0];
    return res;
  };
  /** Who answered a failure: nginx's own error page or the app (a JSON error), for the test's report. */
  const failure = async (res) =>
    res.status >= 500
      ? `${res.status} from ${/nginx/i.test(await res.text()) ? "nginx" : "the app"}`
      : `${res.status}`;
  try {
    const created = await post(
      "/api/orders/supply_channel/",
      JSON.stringify({
        products: [{ product_id: productId, quantity: 1 }],
        supply_channel_user_id: playerId,
        email,
      }),
    );
    if (created.status !== 201) return { email, step: `create ${await failure(created)}` };
    const { id, hash } = await created.json();
    const started = await post(
      "/api/payments/sandbox-card/",
      JSON.stringify({ order_id: id, currency: "RUB" }),
    );
    if (started.status !== 200) return { email, id, hash, step: `pay ${await failure(started)}` };
    const { url } = await started.json();
    const decided = await post(
      `/sandbox/pay/${url.split("/").pop()}/decision`,
      "decision=approve",
      "application/x-www-form-urlencoded",
    );
    if (decided.status !== 303) return { email, id, hash, step: `decision ${await failure(decided)}` };
    // The decision page answers 303 whatever became of its webhook: the order's own status says whether the store
    // took the payment (as the order page the shopper lands on does).
    const state = await fetch(`${origin}/api/orders/status/${id}/`, { headers: { cookie } });
    if (state.status !== 200) return { email, id, hash, step: `status ${await failure(state)}` };
    const { payment_status: paymentStatus } = await state.json();
    return { email, id, hash, step: paymentStatus === "succeeded" ? "paid" : `not paid (${paymentStatus})` };
  } catch (err) {
    return { email, step: `network ${err.message}` };
  }
}

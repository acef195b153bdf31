// Repeating an old order (SPEC.md section 4): the old amounts of products the reloaded game still sells,
// within today's limits, and the old account fields; null when nothing can be bought again.
import { restoreOrder } from "@/components/game/restore-order";
import type { Game, Product } from "@/lib/api/types/game";
import * as fixtures from "./game-fixtures";

const withProducts = <G extends Game>(game: G, products: Product[]): G => ({ ...game, products });

describe("restoreOrder: amounts", () => {
  it("restores the old amounts of the products still on sale", () => {
    // 3 x 60 UC, and 1 x 660 UC raised to that product's minimum of 2.
    expect(restoreOrder(fixtures.pubgGame, fixtures.oldPubgOrder)?.amounts).toEqual({ 1: 3, 3: 2 });
  });

  it("is null for an inactive game", () => {
    expect(restoreOrder({ ...fixtures.pubgGame, isActive: false }, fixtures.oldPubgOrder)).toBeNull();
  });

  it("is null for an order of another game, or of no game", () => {
    expect(restoreOrder(fixtures.pubgGame, fixtures.oldStandoffOrder)).toBeNull();
    expect(
      restoreOrder(fixtures.pubgGame, {
        ...fixtures.oldPubgOrder,
        game: { ...fixtures.oldPubgOrder.game!, id: 99 },
      }),
    ).toBeNull();
    expect(restoreOrder(fixtures.pubgGame, { ...fixtures.oldPubgOrder, game: null })).toBeNull();
  });

  it("leaves out products that are inactive now or no longer sold", () => {
    const order = {
      ...fixtures.oldPubgOrder,
      orderProducts: [
        fixtures.line(fixtures.pubgProducts[3], 2),
        fixtures.line({ ...fixtures.pubgProducts[0], id: 77 }, 1),
        fixtures.line(fixtures.pubgProducts[1], 1),
      ],
    };
    expect(restoreOrder(fixtures.pubgGame, order)?.amounts).toEqual({ 2: 1 });
  });

  it("is null when none of the old products can be bought", () => {
    const order = { ...fixtures.oldPubgOrder, orderProducts: [fixtures.line(fixtures.pubgProducts[3], 2)] };
    expect(restoreOrder(fixtures.pubgGame, order)).toBeNull();
    expect(restoreOrder(fixtures.pubgGame, { ...fixtures.oldPubgOrder, orderProducts: [] })).toBeNull();
  });

  it("clamps old amounts to today's limits", () => {
    const order = {
      ...fixtures.oldPubgOrder,
      orderProducts: [
        fixtures.line(fixtures.pubgProducts[0], 50),
        fixtures.line(fixtures.pubgProducts[2], 1),
      ],
    };
    expect(restoreOrder(fixtures.pubgGame, order)?.amounts).toEqual({ 1: 10, 3: 2 });
  });

  it("uses the order's own game, not whether the old order's embedded game was active", () => {
    const order = { ...fixtures.oldPubgOrder, game: { ...fixtures.oldPubgOrder.game!, isActive: false } };
    expect(restoreOrder(fixtures.pubgGame, order)?.amounts).toEqual({ 1: 3, 3: 2 });
  });
});

describe("restoreOrder: Steam amount", () => {
  it("restores the roubles credited as the amount of the Steam product", () => {
    expect(restoreOrder(fixtures.steamGame, fixtures.oldSteamOrder)?.amounts).toEqual({ 31: 700 });
  });

  it("drops the kopecks of the old amount", () => {
    expect(
      restoreOrder(fixtures.steamGame, { ...fixtures.oldSteamOrder, amount: "700.99" })?.amounts,
    ).toEqual({ 31: 700 });
  });

  it("clamps the old amount to today's limits", () => {
    expect(
      restoreOrder(fixtures.steamGame, { ...fixtures.oldSteamOrder, amount: "50000.00", orderProducts: [] })
        ?.amounts,
    ).toEqual({ 31: 15_000 });
    expect(
      restoreOrder(fixtures.steamGame, { ...fixtures.oldSteamOrder, amount: "10.00", orderProducts: [] })
        ?.amounts,
    ).toEqual({ 31: 100 });
  });

  it("prefers the credited amount over the line's quantity", () => {
    const order = {
      ...fixtures.oldSteamOrder,
      amount: "900.00",
      orderProducts: [fixtures.line(fixtures.steamGame.products[0], 700)],
    };
    expect(restoreOrder(fixtures.steamGame, order)?.amounts).toEqual({ 31: 900 });
  });

  it("falls back on the line when the order has no amount", () => {
    expect(restoreOrder(fixtures.steamGame, { ...fixtures.oldSteamOrder, amount: null })?.amounts).toEqual({
      31: 700,
    });
  });

  it("is null when the Steam product is inactive", () => {
    const game = withProducts(fixtures.steamGame, [{ ...fixtures.steamGame.products[0], isActive: false }]);
    expect(restoreOrder(game, fixtures.oldSteamOrder)).toBeNull();
  });

  it("puts the amount on the first active Steam product", () => {
    const retired = { ...fixtures.steamGame.products[0], id: 30, isActive: false };
    const game = withProducts(fixtures.steamGame, [retired, fixtures.steamGame.products[0]]);
    expect(restoreOrder(game, fixtures.oldSteamOrder)?.amounts).toEqual({ 31: 700 });
  });
});

describe("restoreOrder: account fields", () => {
  it("restores a PUBG order's e-mail only", () => {
    expect(restoreOrder(fixtures.pubgGame, fixtures.oldPubgOrder)?.fields).toEqual({
      mail: "old@example.com",
    });
  });

  it("leaves the e-mail out when the old order had none", () => {
    expect(restoreOrder(fixtures.pubgGame, { ...fixtures.oldPubgOrder, email: "" })?.fields).toEqual({});
  });

  it("restores a Standoff order's account id and offers its avatar again", () => {
    expect(restoreOrder(fixtures.standoffGame, fixtures.oldStandoffOrder)?.fields).toEqual({
      mail: "old@example.com",
      gameAccountId: "123456789",
      historyOrderId: 502,
    });
  });

  it("does not offer the avatar of a Standoff order that had none", () => {
    const fields = restoreOrder(fixtures.standoffGame, {
      ...fixtures.oldStandoffOrder,
      gameAvatar: null,
      gameAccountId: null,
    })?.fields;
    expect(fields).toEqual({ mail: "old@example.com", gameAccountId: "", historyOrderId: null });
  });

  it("restores a Steam order's login", () => {
    expect(restoreOrder(fixtures.steamGame, fixtures.oldSteamOrder)?.fields).toEqual({
      mail: "old@example.com",
      steamAccountId: "gaben",
    });
    expect(
      restoreOrder(fixtures.steamGame, { ...fixtures.oldSteamOrder, steamAccountId: null })?.fields,
    ).toMatchObject({
      steamAccountId: "",
    });
  });

  it("restores a supply-channel order's user id and picked server", () => {
    expect(restoreOrder(fixtures.supplyGame, fixtures.oldSupplyOrder)?.fields).toEqual({
      mail: "old@example.com",
      userId: "800123",
      serverId: "8",
      serverCustomId: "",
    });
  });

  it("restores a supply-channel order's typed server", () => {
    const order = {
      ...fixtures.oldSupplyOrder,
      moogoldServer: null,
      moogoldServerCustomId: "2001",
      moogoldUserId: null,
    };
    expect(restoreOrder(fixtures.supplyGame, order)?.fields).toEqual({
      mail: "old@example.com",
      userId: "",
      serverId: "",
      serverCustomId: "2001",
    });
  });
});

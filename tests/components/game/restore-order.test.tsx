// Repeating an old order (SPEC.md section 4): the old amounts of products the reloaded game still sells,
// within today's limits, and the old account fields; null when nothing can be bought again.
import { restoreOrder } from "@/components/game/restore-order";
import type { Game, Product } from "@/lib/api/types/game";
import {
  line,
  oldPubgOrder,
  oldStandoffOrder,
  oldSteamOrder,
  oldSupplyOrder,
  pubgGame,
  pubgProducts,
  standoffGame,
  steamGame,
  supplyGame,
} from "./game-fixtures";

const withProducts = <G extends Game>(game: G, products: Product[]): G => ({ ...game, products });

describe("restoreOrder: amounts", () => {
  it("restores the old amounts of the products still on sale", () => {
    // 3 x 60 UC, and 1 x 660 UC raised to that product's minimum of 2.
    expect(restoreOrder(pubgGame, oldPubgOrder)?.amounts).toEqual({ 1: 3, 3: 2 });
  });

  it("is null for an inactive game", () => {
    expect(restoreOrder({ ...pubgGame, isActive: false }, oldPubgOrder)).toBeNull();
  });

  it("is null for an order of another game, or of no game", () => {
    expect(restoreOrder(pubgGame, oldStandoffOrder)).toBeNull();
    expect(restoreOrder(pubgGame, { ...oldPubgOrder, game: { ...oldPubgOrder.game!, id: 99 } })).toBeNull();
    expect(restoreOrder(pubgGame, { ...oldPubgOrder, game: null })).toBeNull();
  });

  it("leaves out products that are inactive now or no longer sold", () => {
    const order = {
      ...oldPubgOrder,
      orderProducts: [
        line(pubgProducts[3], 2),
        line({ ...pubgProducts[0], id: 77 }, 1),
        line(pubgProducts[1], 1),
      ],
    };
    expect(restoreOrder(pubgGame, order)?.amounts).toEqual({ 2: 1 });
  });

  it("is null when none of the old products can be bought", () => {
    const order = { ...oldPubgOrder, orderProducts: [line(pubgProducts[3], 2)] };
    expect(restoreOrder(pubgGame, order)).toBeNull();
    expect(restoreOrder(pubgGame, { ...oldPubgOrder, orderProducts: [] })).toBeNull();
  });

  it("clamps old amounts to today's limits", () => {
    const order = {
      ...oldPubgOrder,
      orderProducts: [line(pubgProducts[0], 50), line(pubgProducts[2], 1)],
    };
    expect(restoreOrder(pubgGame, order)?.amounts).toEqual({ 1: 10, 3: 2 });
  });

  it("uses the order's own game, not whether the old order's embedded game was active", () => {
    const order = { ...oldPubgOrder, game: { ...oldPubgOrder.game!, isActive: false } };
    expect(restoreOrder(pubgGame, order)?.amounts).toEqual({ 1: 3, 3: 2 });
  });
});

describe("restoreOrder: Steam amount", () => {
  it("restores the roubles credited as the amount of the Steam product", () => {
    expect(restoreOrder(steamGame, oldSteamOrder)?.amounts).toEqual({ 31: 700 });
  });

  it("drops the kopecks of the old amount", () => {
    expect(restoreOrder(steamGame, { ...oldSteamOrder, amount: "700.99" })?.amounts).toEqual({ 31: 700 });
  });

  it("clamps the old amount to today's limits", () => {
    expect(
      restoreOrder(steamGame, { ...oldSteamOrder, amount: "50000.00", orderProducts: [] })?.amounts,
    ).toEqual({ 31: 15_000 });
    expect(
      restoreOrder(steamGame, { ...oldSteamOrder, amount: "10.00", orderProducts: [] })?.amounts,
    ).toEqual({ 31: 100 });
  });

  it("prefers the credited amount over the line's quantity", () => {
    const order = { ...oldSteamOrder, amount: "900.00", orderProducts: [line(steamGame.products[0], 700)] };
    expect(restoreOrder(steamGame, order)?.amounts).toEqual({ 31: 900 });
  });

  it("falls back on the line when the order has no amount", () => {
    expect(restoreOrder(steamGame, { ...oldSteamOrder, amount: null })?.amounts).toEqual({ 31: 700 });
  });

  it("is null when the Steam product is inactive", () => {
    const game = withProducts(steamGame, [{ ...steamGame.products[0], isActive: false }]);
    expect(restoreOrder(game, oldSteamOrder)).toBeNull();
  });

  it("puts the amount on the first active Steam product", () => {
    const retired = { ...steamGame.products[0], id: 30, isActive: false };
    const game = withProducts(steamGame, [retired, steamGame.products[0]]);
    expect(restoreOrder(game, oldSteamOrder)?.amounts).toEqual({ 31: 700 });
  });
});

describe("restoreOrder: account fields", () => {
  it("restores a PUBG order's e-mail only", () => {
    expect(restoreOrder(pubgGame, oldPubgOrder)?.fields).toEqual({ mail: "old@example.com" });
  });

  it("leaves the e-mail out when the old order had none", () => {
    expect(restoreOrder(pubgGame, { ...oldPubgOrder, email: "" })?.fields).toEqual({});
  });

  it("restores a Standoff order's account id and offers its avatar again", () => {
    expect(restoreOrder(standoffGame, oldStandoffOrder)?.fields).toEqual({
      mail: "old@example.com",
      gameAccountId: "123456789",
      historyOrderId: 502,
    });
  });

  it("does not offer the avatar of a Standoff order that had none", () => {
    const fields = restoreOrder(standoffGame, {
      ...oldStandoffOrder,
      gameAvatar: null,
      gameAccountId: null,
    })?.fields;
    expect(fields).toEqual({ mail: "old@example.com", gameAccountId: "", historyOrderId: null });
  });

  it("restores a Steam order's login", () => {
    expect(restoreOrder(steamGame, oldSteamOrder)?.fields).toEqual({
      mail: "old@example.com",
      steamAccountId: "gaben",
    });
    expect(restoreOrder(steamGame, { ...oldSteamOrder, steamAccountId: null })?.fields).toMatchObject({
      steamAccountId: "",
    });
  });

  it("restores a supply-channel order's user id and picked server", () => {
    expect(restoreOrder(supplyGame, oldSupplyOrder)?.fields).toEqual({
      mail: "old@example.com",
      userId: "800123",
      serverId: "8",
      serverCustomId: "",
    });
  });

  it("restores a supply-channel order's typed server", () => {
    const order = {
      ...oldSupplyOrder,
      moogoldServer: null,
      moogoldServerCustomId: "2001",
      moogoldUserId: null,
    };
    expect(restoreOrder(supplyGame, order)?.fields).toEqual({
      mail: "old@example.com",
      userId: "",
      serverId: "",
      serverCustomId: "2001",
    });
  });
});

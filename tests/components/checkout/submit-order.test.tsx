// Creating the order of the game's kind from the cart and the checked user data (SPEC.md sections 5 and 7):
// which call, with which body, only non-zero active products; Standoff's avatar goes after the order exists
// and a failed upload keeps the order so the retry only sends the avatar again.
import { api } from "../game/checkout-mocks";
import { AvatarUploadError, submitOrder, toOrderProducts } from "@/components/checkout/submit-order";
import { ResponseError } from "@/lib/api/errors";
import { pubgGame, standoffGame, steamGame, supplyGame } from "../game/game-fixtures";
import { draft } from "../helpers/checkout-fixtures";

const pubg = api.createPubgOrder;
const standoff = api.createStandoffOrder;
const standoffDetails = api.updateStandoffDeliveryDetails;
const avatarUpload = api.uploadStandoffAvatar;
const steam = api.createSteamOrder;
const supply = api.createSupplyOrder;
const calls = [pubg, standoff, standoffDetails, avatarUpload, steam, supply];

const picture = () => new File([new Uint8Array(10)], "me.png", { type: "image/png" });

beforeEach(() => {
  for (const call of calls) call.mockReset();
});

const calledOnly = (call: jest.Mock) => {
  for (const other of calls) if (other !== call) expect(other).not.toHaveBeenCalled();
  expect(call).toHaveBeenCalledTimes(1);
};

describe("toOrderProducts", () => {
  it("sends only active products with a non-zero quantity, in the game's order", () => {
    expect(toOrderProducts(pubgGame, { 3: 2, 1: 4, 2: 0, 4: 5, 99: 1 })).toEqual([
      { productId: 1, quantity: 4 },
      { productId: 3, quantity: 2 },
    ]);
  });

  it("is empty for an empty cart", () => {
    expect(toOrderProducts(pubgGame, {})).toEqual([]);
  });
});

describe("submitOrder", () => {
  it("creates a PUBG order with the products and the e-mail", async () => {
    pubg.mockResolvedValue(draft(1));
    const order = await submitOrder({
      game: pubgGame,
      amounts: { 1: 2, 2: 0, 4: 1 },
      values: { mail: "buyer@example.com" },
    });
    expect(order).toEqual(draft(1));
    calledOnly(pubg);
    expect(pubg).toHaveBeenCalledWith({
      products: [{ productId: 1, quantity: 2 }],
      email: "buyer@example.com",
    });
  });

  it("leaves the e-mail out of a PUBG order when none was given", async () => {
    pubg.mockResolvedValue(draft(1));
    await submitOrder({ game: pubgGame, amounts: { 2: 1 }, values: {} });
    expect(pubg).toHaveBeenCalledWith({ products: [{ productId: 2, quantity: 1 }], email: undefined });
  });

  it("creates a Steam order with the amount of its active product and the login", async () => {
    steam.mockResolvedValue(draft(3));
    await submitOrder({
      game: steamGame,
      amounts: { 31: 700 },
      values: { steamAccountId: "gaben", mail: "a@b.ru" },
    });
    calledOnly(steam);
    expect(steam).toHaveBeenCalledWith({ amount: 700, steamAccountId: "gaben", email: "a@b.ru" });
  });

  it("takes the Steam amount from the first active product", async () => {
    steam.mockResolvedValue(draft(3));
    const retired = { ...steamGame.products[0], id: 30, isActive: false };
    const game = { ...steamGame, products: [retired, steamGame.products[0]] };
    await submitOrder({ game, amounts: { 30: 999, 31: 500 }, values: { steamAccountId: "gaben" } });
    expect(steam).toHaveBeenCalledWith({ amount: 500, steamAccountId: "gaben", email: undefined });
  });

  it("creates a supply-channel order with the user id and a picked server", async () => {
    supply.mockResolvedValue(draft(4));
    await submitOrder({
      game: supplyGame,
      amounts: { 41: 2, 42: 0 },
      values: { userId: "800123", serverId: 7, mail: "a@b.ru" },
    });
    calledOnly(supply);
    expect(supply).toHaveBeenCalledWith({
      products: [{ productId: 41, quantity: 2 }],
      email: "a@b.ru",
      supplyChannelUserId: "800123",
      supplyChannelServer: 7,
      supplyChannelServerCustomId: null,
    });
  });

  it("creates a supply-channel order with a typed server, or with none", async () => {
    supply.mockResolvedValue(draft(4));
    const game = { ...supplyGame, isServerEnum: false };
    await submitOrder({ game, amounts: { 42: 1 }, values: { userId: "1", serverCustomId: "2001" } });
    expect(supply).toHaveBeenLastCalledWith(
      expect.objectContaining({ supplyChannelServer: null, supplyChannelServerCustomId: "2001" }),
    );
    await submitOrder({
      game: { ...game, isServerNeeded: false },
      amounts: { 42: 1 },
      values: { userId: "1" },
    });
    expect(supply).toHaveBeenLastCalledWith(
      expect.objectContaining({ supplyChannelServer: null, supplyChannelServerCustomId: null }),
    );
  });

  it("passes a refusal of the create call on unchanged", async () => {
    const refusal = new ResponseError({ status: 400 } as Response, { email: ["Неверный адрес."] });
    pubg.mockRejectedValue(refusal);
    await expect(submitOrder({ game: pubgGame, amounts: { 1: 1 }, values: {} })).rejects.toBe(refusal);
  });
});

describe("submitOrder: Standoff", () => {
  const values = { gameAccountId: "123456789", mail: "a@b.ru", avatar: picture(), historyOrderId: null };

  it("creates the order, then uploads the chosen avatar to it", async () => {
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    const order = await submitOrder({
      game: standoffGame,
      amounts: { 21: 0, 22: 3 },
      values: { ...values, surplus: "0.17" },
    });
    expect(order).toEqual(draft(2));
    expect(standoff).toHaveBeenCalledWith({
      products: [{ productId: 22, quantity: 3 }],
      email: "a@b.ru",
      gameAccountId: "123456789",
      surplus: "0.17",
    });
    expect(avatarUpload).toHaveBeenCalledWith({
      id: 2,
      gameAvatar: values.avatar,
      historyOrderId: undefined,
    });
    expect(standoff.mock.invocationCallOrder[0]).toBeLessThan(avatarUpload.mock.invocationCallOrder[0]);
    expect(standoffDetails).not.toHaveBeenCalled();
  });

  it("sends no surplus when the settings do not enable it", async () => {
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    await submitOrder({ game: standoffGame, amounts: { 21: 1 }, values: { ...values, surplus: undefined } });
    expect(standoff).toHaveBeenCalledWith(expect.objectContaining({ surplus: undefined }));
    await submitOrder({ game: standoffGame, amounts: { 21: 1 }, values: { ...values, surplus: null } });
    expect(standoff).toHaveBeenLastCalledWith(expect.objectContaining({ surplus: undefined }));
  });

  it("reuses an earlier order's avatar by its id", async () => {
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    await submitOrder({
      game: standoffGame,
      amounts: { 21: 1 },
      values: { ...values, avatar: null, historyOrderId: 502 },
    });
    expect(avatarUpload).toHaveBeenCalledWith({ id: 2, gameAvatar: undefined, historyOrderId: 502 });
  });

  it("sends the chosen picture, not the earlier avatar, when both are set", async () => {
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    await submitOrder({ game: standoffGame, amounts: { 21: 1 }, values: { ...values, historyOrderId: 502 } });
    expect(avatarUpload).toHaveBeenCalledWith({
      id: 2,
      gameAvatar: values.avatar,
      historyOrderId: undefined,
    });
  });

  it("uploads nothing when the order is refused", async () => {
    const refusal = new ResponseError({ status: 400 } as Response, { gameAccountId: ["Обязательное поле."] });
    standoff.mockRejectedValue(refusal);
    await expect(submitOrder({ game: standoffGame, amounts: { 21: 1 }, values })).rejects.toBe(refusal);
    expect(avatarUpload).not.toHaveBeenCalled();
  });

  it("keeps the created order in an AvatarUploadError when the avatar is refused", async () => {
    const refusal = new ResponseError({ status: 400 } as Response, { gameAvatar: ["Файл не картинка."] });
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockRejectedValue(refusal);
    const error = await submitOrder({ game: standoffGame, amounts: { 21: 1 }, values }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AvatarUploadError);
    expect(error).toBeInstanceOf(Error);
    expect((error as AvatarUploadError).order).toEqual(draft(2));
    expect((error as AvatarUploadError).cause).toBe(refusal);
  });

  it("wraps a network failure of the upload too", async () => {
    standoff.mockResolvedValue(draft(2));
    avatarUpload.mockRejectedValue(new TypeError("offline"));
    await expect(submitOrder({ game: standoffGame, amounts: { 21: 1 }, values })).rejects.toBeInstanceOf(
      AvatarUploadError,
    );
  });

  it("on retry updates the account fields of the kept order and only sends the avatar again", async () => {
    standoffDetails.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    const fixed = { ...values, gameAccountId: "987654321", avatar: picture() };
    const order = await submitOrder({
      game: standoffGame,
      amounts: { 21: 1 },
      values: fixed,
      pendingOrder: draft(2),
    });
    expect(order).toEqual(draft(2));
    expect(standoff).not.toHaveBeenCalled();
    expect(standoffDetails).toHaveBeenCalledWith({ id: 2, email: "a@b.ru", gameAccountId: "987654321" });
    expect(avatarUpload).toHaveBeenCalledWith({ id: 2, gameAvatar: fixed.avatar, historyOrderId: undefined });
    expect(standoffDetails.mock.invocationCallOrder[0]).toBeLessThan(
      avatarUpload.mock.invocationCallOrder[0],
    );
  });

  it("sends an empty e-mail on retry when none is given (the account's address is kept)", async () => {
    standoffDetails.mockResolvedValue(draft(2));
    avatarUpload.mockResolvedValue(draft(2));
    await submitOrder({
      game: standoffGame,
      amounts: { 21: 1 },
      values: { ...values, mail: undefined },
      pendingOrder: draft(2),
    });
    expect(standoffDetails).toHaveBeenCalledWith({ id: 2, email: "", gameAccountId: "123456789" });
  });

  it("keeps the same order when the retried upload fails again", async () => {
    standoffDetails.mockResolvedValue(draft(2));
    avatarUpload.mockRejectedValue(new TypeError("offline"));
    const error = await submitOrder({
      game: standoffGame,
      amounts: { 21: 1 },
      values,
      pendingOrder: draft(2),
    }).catch((e: unknown) => e);
    expect((error as AvatarUploadError).order).toEqual(draft(2));
    expect(standoff).not.toHaveBeenCalled();
  });

  it("does not upload when the retry's account fields are refused", async () => {
    const refusal = new ResponseError({ status: 400 } as Response, { gameAccountId: ["Слишком длинно."] });
    standoffDetails.mockRejectedValue(refusal);
    await expect(
      submitOrder({ game: standoffGame, amounts: { 21: 1 }, values, pendingOrder: draft(2) }),
    ).rejects.toBe(refusal);
    expect(avatarUpload).not.toHaveBeenCalled();
  });
});

// `/games/{id}?repeat={hash}` (SPEC.md section 4): the game is loaded again, the old order's amounts and
// account fields are restored and the confirm form opens; any failure is the products.errors.unavailable
// toast (section 8), and the address loses its ?repeat either way.
import { address, api, router } from "./checkout-mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { GameCheckout } from "@/components/game/game-checkout";
import type { Game } from "@/lib/api/types/game";
import type { OrderDetails } from "@/lib/api/types/order";
import { notificationsStore } from "@/lib/state/notifications";
import messages from "@/messages/ru.json";
import {
  draft,
  failure,
  quantityOf,
  renderCheckout,
  resetState,
  saveCart,
  savedCart,
} from "./checkout-harness";
import {
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

const loadGame = api.getGame;
const loadOrder = api.getOrderDetails;
const UNAVAILABLE = messages.products.errors.unavailable;

function repeat(game: Game, order: OrderDetails) {
  address.search = `repeat=${order.hash}`;
  address.pathname = `/games/${game.id}`;
  loadGame.mockResolvedValue(game);
  loadOrder.mockResolvedValue(order);
}

const confirmDialog = () => screen.findByRole("dialog", { name: "Проверьте заказ" });

async function continueToDetails(user: ReturnType<typeof renderCheckout>["user"]) {
  await user.click(within(await confirmDialog()).getByRole("button", { name: "Продолжить" }));
  const dialog = await screen.findByRole("dialog", { name: "Данные для доставки" });
  await within(dialog).findByRole("button", { name: "Перейти к оплате" });
  return dialog;
}

const expectUnavailableToast = () =>
  waitFor(() => expect(notificationsStore.get().current).toEqual({ type: "error", text: UNAVAILABLE }));

beforeEach(() => {
  resetState();
  address.search = "";
  for (const mock of [loadGame, loadOrder, router.push, router.replace, api.createPubgOrder]) {
    mock.mockReset();
  }
});

describe("repeating an order", () => {
  it("loads the game and the order, restores the amounts and opens the confirm form", async () => {
    repeat(pubgGame, oldPubgOrder);
    renderCheckout(pubgGame);
    const confirm = await confirmDialog();
    expect(loadGame).toHaveBeenCalledWith({ id: 1 });
    expect(loadOrder).toHaveBeenCalledWith({ hash: oldPubgOrder.hash });
    // 3 x 60 UC; 1 x 660 UC raised to its minimum of 2.
    const lines = within(confirm).getAllByRole("listitem");
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining("60 UC × 3"),
      expect.stringContaining("660 UC × 2"),
    ]);
    expect(quantityOf("60 UC")).toHaveValue("3");
    expect(quantityOf("660 UC")).toHaveValue("2");
    expect(router.replace).toHaveBeenCalledWith("/games/1", { scroll: false });
    expect(notificationsStore.get().current).toBeNull();
  });

  it("uses the reloaded game: today's limits and products", async () => {
    const reloaded = {
      ...pubgGame,
      products: [
        { ...pubgProducts[0], maxQuantity: 2 },
        { ...pubgProducts[2], isActive: false },
      ],
    };
    repeat(reloaded, oldPubgOrder);
    renderCheckout(pubgGame);
    const confirm = await confirmDialog();
    expect(within(confirm).getAllByRole("listitem")).toHaveLength(1);
    expect(quantityOf("60 UC")).toHaveValue("2");
    expect(quantityOf("660 UC")).toBeDisabled();
  });

  it("replaces the saved cart of the game with the old order's amounts", async () => {
    saveCart({ "1": { "2": 4 }, "2": { "21": 1 } });
    repeat(pubgGame, oldPubgOrder);
    renderCheckout(pubgGame);
    await confirmDialog();
    expect(quantityOf("325 UC")).toHaveValue("0");
    await waitFor(() => expect(savedCart()).toEqual({ "1": { "1": 3, "3": 2 }, "2": { "21": 1 } }));
  });

  it("restores the old e-mail in the user data form and orders the old amounts", async () => {
    api.createPubgOrder.mockResolvedValue(draft(90));
    repeat(pubgGame, oldPubgOrder);
    const { user } = renderCheckout(pubgGame);
    const dialog = await continueToDetails(user);
    expect(within(dialog).getByLabelText("Электронная почта")).toHaveValue("old@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(api.createPubgOrder).toHaveBeenCalledWith({
        products: [
          { productId: 1, quantity: 3 },
          { productId: 3, quantity: 2 },
        ],
        email: "old@example.com",
      }),
    );
    expect(router.push).toHaveBeenCalledWith(`/orders/${draft(90).hash}/pay`);
  });

  it("restores a Steam top-up's amount and login", async () => {
    api.createSteamOrder.mockResolvedValue(draft(91));
    repeat(steamGame, oldSteamOrder);
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent("Пополнение Steam на 700 ₽");
    expect(screen.getByLabelText("Сколько зачислить на кошелёк Steam")).toHaveValue("700");
    const dialog = await continueToDetails(user);
    expect(within(dialog).getByLabelText("Логин Steam")).toHaveValue("gaben");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(api.createSteamOrder).toHaveBeenCalledWith({
        amount: 700,
        steamAccountId: "gaben",
        email: "old@example.com",
      }),
    );
  });

  it("restores a supply-channel order's user id and server", async () => {
    api.createSupplyOrder.mockResolvedValue(draft(92));
    repeat(supplyGame, oldSupplyOrder);
    const { user } = renderCheckout(supplyGame);
    const dialog = await continueToDetails(user);
    expect(within(dialog).getByLabelText("ID игрока")).toHaveValue("800123");
    expect(within(dialog).getByLabelText("Сервер")).toHaveValue("8");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(api.createSupplyOrder).toHaveBeenCalledWith({
        products: [{ productId: 41, quantity: 4 }],
        email: "old@example.com",
        supplyChannelUserId: "800123",
        supplyChannelServer: 8,
        supplyChannelServerCustomId: null,
      }),
    );
  });

  it("restores a Standoff order's account id and reuses its avatar", async () => {
    api.createStandoffOrder.mockResolvedValue(draft(93));
    api.uploadStandoffAvatar.mockResolvedValue(draft(93));
    repeat(standoffGame, oldStandoffOrder);
    const { user } = renderCheckout(standoffGame);
    const dialog = await continueToDetails(user);
    expect(within(dialog).getByLabelText("ID аккаунта Standoff 2")).toHaveValue("123456789");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(api.uploadStandoffAvatar).toHaveBeenCalledWith({
        id: 93,
        gameAvatar: undefined,
        historyOrderId: oldStandoffOrder.id,
      }),
    );
  });

  it("shows the repeated order's avatar as the chosen one", async () => {
    repeat(standoffGame, oldStandoffOrder);
    const { user } = renderCheckout(standoffGame);
    const dialog = await continueToDetails(user);
    expect(within(dialog).getByRole("radio", { name: "Как в прошлом заказе" })).toBeChecked();
  });

  it("handles a ?repeat once, even when the page renders again", async () => {
    repeat(pubgGame, oldPubgOrder);
    const { rerender, user } = renderCheckout(pubgGame);
    await user.click(within(await confirmDialog()).getByRole("button", { name: "Изменить" }));
    rerender(<GameCheckout game={pubgGame} steamCommission={null} isSurplusEnabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadGame).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a repeat that cannot be done", () => {
  it.each([
    ["the game cannot be loaded", () => loadGame.mockRejectedValue(failure(404, { detail: "Не найдено." }))],
    [
      "the order cannot be loaded",
      () => loadOrder.mockRejectedValue(failure(404, { detail: "Не найдено." })),
    ],
    ["the network fails", () => loadGame.mockRejectedValue(new TypeError("offline"))],
    ["the game is inactive now", () => loadGame.mockResolvedValue({ ...pubgGame, isActive: false })],
    ["the order is of another game", () => loadOrder.mockResolvedValue(oldStandoffOrder)],
    [
      "none of its products is on sale",
      () =>
        loadGame.mockResolvedValue({
          ...pubgGame,
          products: pubgProducts.map((p) => ({ ...p, isActive: false })),
        }),
    ],
  ])("shows the unavailable toast when %s", async (_, fail) => {
    saveCart({ "1": { "2": 1 } });
    repeat(pubgGame, oldPubgOrder);
    fail();
    renderCheckout(pubgGame);
    await expectUnavailableToast();
    expect(UNAVAILABLE).toBe("Эти товары сейчас недоступны: повторить заказ не получится.");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The saved cart stays what it was.
    expect(quantityOf("325 UC")).toHaveValue("1");
    expect(quantityOf("60 UC")).toHaveValue("0");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/games/1", { scroll: false }));
  });
});

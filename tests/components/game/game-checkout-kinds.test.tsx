// The order flow per game kind (SPEC.md sections 5, 7, 9): Standoff's account id, avatar (sent after the
// order exists, retried alone) and surplus; Steam's amount and commission; the supply channel's user id and
// server.
import { api, router } from "./checkout-mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { formatPriceKopecks } from "@/lib/money/format-price";
import * as harness from "./checkout-harness";
import { standoffGame, steamGame, supplyGame } from "./game-fixtures";

const money = (kopecks: number) => formatPriceKopecks(kopecks).replace(/\u00a0/g, " ");
const pay = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Перейти к оплате" });
const avatarFile = () => new File([new Uint8Array(64)], "me.png", { type: "image/png" });

beforeAll(() => {
  // jsdom has no object URLs; the avatar field previews the chosen file with one.
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  harness.resetState();
  for (const mock of [
    api.createStandoffOrder,
    api.updateStandoffDeliveryDetails,
    api.uploadStandoffAvatar,
    api.getStandoffLastOrderData,
    api.createSteamOrder,
    api.getSteamLastOrderData,
    api.createSupplyOrder,
    api.getSupplyLastOrderData,
    router.push,
  ]) {
    mock.mockReset();
  }
});

describe("Standoff 2", () => {
  /** One Standoff product in the saved cart, the page rendered and the user data form open. */
  async function openStandoff() {
    harness.saveCart({ "2": { "21": 1 } });
    const { user } = harness.renderCheckout(standoffGame);
    return { user, dialog: await harness.openDetails(user) };
  }

  async function fillStandoff(user: ReturnType<typeof harness.renderCheckout>["user"], dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText("ID аккаунта Standoff 2"), "123456789");
    await user.upload(within(dialog).getByLabelText("Выбрать картинку"), avatarFile());
    await user.type(within(dialog).getByLabelText("Электронная почта"), "buyer@example.com");
  }

  it("requires the account id and an avatar", async () => {
    const { user, dialog } = await openStandoff();
    await user.type(within(dialog).getByLabelText("Электронная почта"), "buyer@example.com");
    await user.click(pay(dialog));
    expect(await within(dialog).findByText("Приложите аватар аккаунта.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("ID аккаунта Standoff 2")).toHaveAttribute("aria-invalid", "true");
    expect(api.createStandoffOrder).not.toHaveBeenCalled();
  });

  it("refuses a picture over 2 MB before anything is sent", async () => {
    const { user, dialog } = await openStandoff();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText("Выбрать картинку"), big);
    expect(within(dialog).getByText("big.png")).toBeInTheDocument();
    await user.click(pay(dialog));
    expect(await within(dialog).findByText("Картинка больше 2 МБ: уменьшите её.")).toBeInTheDocument();
    expect(api.createStandoffOrder).not.toHaveBeenCalled();
  });

  it("creates the order, then sends the avatar, then opens the payment page", async () => {
    api.createStandoffOrder.mockResolvedValue(harness.draft(60));
    api.uploadStandoffAvatar.mockResolvedValue(harness.draft(60));
    harness.saveCart({ "2": { "21": 1, "22": 2 } });
    const { user } = harness.renderCheckout(standoffGame, { isSurplusEnabled: true });
    const dialog = await harness.openDetails(user);
    const surplus = within(dialog).getByLabelText("Надбавка к цене скина");
    // A random default from 0.00 to 0.23.
    expect((surplus as HTMLInputElement).value).toMatch(/^0\.(0\d|1\d|2[0-3])$/);
    await user.clear(surplus);
    await user.type(surplus, "0.2");
    await fillStandoff(user, dialog);
    await user.click(pay(dialog));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${harness.draft(60).hash}/pay`));
    expect(api.createStandoffOrder).toHaveBeenCalledWith({
      products: [
        { productId: 21, quantity: 1 },
        { productId: 22, quantity: 2 },
      ],
      email: "buyer@example.com",
      gameAccountId: "123456789",
      surplus: "0.20",
    });
    expect(api.uploadStandoffAvatar).toHaveBeenCalledWith({
      id: 60,
      gameAvatar: expect.any(File),
      historyOrderId: undefined,
    });
    expect(api.uploadStandoffAvatar.mock.calls[0][0].gameAvatar).toHaveProperty("name", "me.png");
    expect(api.createStandoffOrder.mock.invocationCallOrder[0]).toBeLessThan(
      api.uploadStandoffAvatar.mock.invocationCallOrder[0],
    );
    expect(harness.savedCart()).toBeNull();
  });

  it("has no surplus field when the settings do not enable it", async () => {
    const { dialog } = await openStandoff();
    expect(within(dialog).queryByLabelText("Надбавка к цене скина")).toBeNull();
  });

  it("keeps the order when the avatar is refused, and the retry only sends the avatar again", async () => {
    api.createStandoffOrder.mockResolvedValue(harness.draft(60));
    api.uploadStandoffAvatar.mockRejectedValueOnce(
      harness.failure(400, { gameAvatar: ["Загрузите изображение в формате PNG, JPEG или WebP."] }),
    );
    api.uploadStandoffAvatar.mockResolvedValueOnce(harness.draft(60));
    api.updateStandoffDeliveryDetails.mockResolvedValue(harness.draft(60));
    const { user, dialog } = await openStandoff();
    await fillStandoff(user, dialog);
    await user.click(pay(dialog));

    expect(
      await within(dialog).findByText("Загрузите изображение в формате PNG, JPEG или WebP."),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("ID аккаунта Standoff 2")).toHaveValue("123456789");
    expect(within(dialog).getByLabelText("Электронная почта")).toHaveValue("buyer@example.com");

    await user.upload(within(dialog).getByLabelText("Выбрать другую"), avatarFile());
    await user.click(pay(dialog));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${harness.draft(60).hash}/pay`));
    expect(api.createStandoffOrder).toHaveBeenCalledTimes(1);
    expect(api.updateStandoffDeliveryDetails).toHaveBeenCalledWith({
      id: 60,
      email: "buyer@example.com",
      gameAccountId: "123456789",
    });
    expect(api.uploadStandoffAvatar).toHaveBeenCalledTimes(2);
    expect(api.uploadStandoffAvatar.mock.calls[1][0]).toMatchObject({ id: 60 });
  });

  it("says the network failed when the avatar could not be sent", async () => {
    api.createStandoffOrder.mockResolvedValue(harness.draft(60));
    api.uploadStandoffAvatar.mockRejectedValue(new TypeError("offline"));
    const { user, dialog } = await openStandoff();
    await fillStandoff(user, dialog);
    await user.click(pay(dialog));
    expect(
      await within(dialog).findByText("Нет связи с сервером. Проверьте подключение и попробуйте ещё раз."),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("does not pay the kept order for a cart changed since the avatar failed", async () => {
    api.createStandoffOrder.mockResolvedValueOnce(harness.draft(60)).mockResolvedValueOnce(harness.draft(61));
    api.uploadStandoffAvatar
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(harness.draft(61));
    api.updateStandoffDeliveryDetails.mockResolvedValue(harness.draft(60));
    const opened = await openStandoff();
    const { user } = opened;
    let { dialog } = opened;
    await fillStandoff(user, dialog);
    await user.click(pay(dialog));
    await waitFor(() => expect(api.uploadStandoffAvatar).toHaveBeenCalledTimes(1));

    await user.keyboard("{Escape}");
    await user.click(harness.increase("500 голды"));
    dialog = await harness.openDetails(user);
    await user.click(pay(dialog));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(router.push).not.toHaveBeenCalledWith(`/orders/${harness.draft(60).hash}/pay`);
    expect(api.createStandoffOrder).toHaveBeenLastCalledWith(
      expect.objectContaining({
        products: [
          { productId: 21, quantity: 1 },
          { productId: 22, quantity: 1 },
        ],
      }),
    );
  });

  it("prefills a signed-in shopper's last account id and offers its avatar", async () => {
    harness.signIn();
    api.getStandoffLastOrderData.mockResolvedValue({
      id: 400,
      gameAccountId: "555000111",
      gameAvatar: "/api/uploads/avatars/last.png",
      email: "last@example.com",
    });
    api.createStandoffOrder.mockResolvedValue(harness.draft(62));
    api.uploadStandoffAvatar.mockResolvedValue(harness.draft(62));
    const { user, dialog } = await openStandoff();
    expect(within(dialog).getByLabelText("ID аккаунта Standoff 2")).toHaveValue("555000111");
    // The harness.profile's e-mail wins over the last order's.
    expect(within(dialog).getByLabelText("Электронная почта (необязательно)")).toHaveValue(
      harness.profile.email,
    );
    expect(within(dialog).getByRole("radio", { name: "Как в прошлом заказе" })).toBeChecked();
    await user.click(pay(dialog));
    await waitFor(() =>
      expect(api.uploadStandoffAvatar).toHaveBeenCalledWith({
        id: 62,
        gameAvatar: undefined,
        historyOrderId: 400,
      }),
    );
  });

  it("still lets a signed-in shopper order when the last order cannot be read", async () => {
    harness.signIn();
    api.getStandoffLastOrderData.mockRejectedValue(new TypeError("offline"));
    const { dialog } = await openStandoff();
    expect(within(dialog).getByLabelText("ID аккаунта Standoff 2")).toHaveValue("");
    expect(within(dialog).queryByRole("radio")).toBeNull();
  });
});

describe("Steam", () => {
  const amountField = () => screen.getByLabelText("Сколько зачислить на кошелёк Steam");

  it("starts empty and adds the server's commission to the typed amount", async () => {
    const { user } = harness.renderCheckout(steamGame, { steamCommission: "8.00" });
    expect(amountField()).toHaveValue("");
    expect(harness.orderButton()).toBeDisabled();
    await user.type(amountField(), "500");
    expect(harness.pageTotals()).toEqual({
      "Сумма пополнения": money(50000),
      "Комиссия 8 %": `+${money(4000)}`,
      Итого: money(54000),
    });
    expect(harness.orderButton()).toBeEnabled();
    expect(harness.savedCart()).toEqual({ "3": { "31": 500 } });
  });

  // What a typed amount may be (grouping, kopecks, limits, nothing clamped): steam-amount-field.test.tsx.
  it("offers preset amounts", async () => {
    const { user } = harness.renderCheckout(steamGame, { steamCommission: "10" });
    const preset = screen.getByRole("button", { name: "1\u00a0000 ₽" });
    await user.click(preset);
    expect(preset).toHaveAttribute("aria-pressed", "true");
    expect(amountField()).toHaveValue("1\u00a0000");
    expect(harness.pageTotals().Итого).toBe(money(110000));
  });

  it("asks for the Steam login and creates the top-up", async () => {
    api.createSteamOrder.mockResolvedValue(harness.draft(70));
    harness.saveCart({ "3": { "31": 700 } });
    const { user } = harness.renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.click(harness.orderButton());
    const confirm = screen.getByRole("dialog", { name: "Проверьте заказ" });
    expect(confirm).toHaveTextContent("Пополнение Steam на 700 ₽");
    await user.click(within(confirm).getByRole("button", { name: "Продолжить" }));
    const dialog = await screen.findByRole("dialog", { name: "Данные для доставки" });
    await within(dialog).findByRole("button", { name: "Перейти к оплате" });
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    expect(await within(dialog).findByText("Это поле не может быть пустым.")).toBeInTheDocument();
    expect(api.createSteamOrder).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Логин Steam"), "gaben");
    await user.click(pay(dialog));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${harness.draft(70).hash}/pay`));
    expect(api.createSteamOrder).toHaveBeenCalledWith({
      amount: 700,
      steamAccountId: "gaben",
      email: "a@b.ru",
    });
  });

  it("prefills a signed-in shopper's last Steam login", async () => {
    harness.signIn();
    api.getSteamLastOrderData.mockResolvedValue({ id: 9, steamAccountId: "lastlogin", email: null });
    harness.saveCart({ "3": { "31": 700 } });
    const { user } = harness.renderCheckout(steamGame, { steamCommission: "8.00" });
    const dialog = await harness.openDetails(user);
    expect(within(dialog).getByLabelText("Логин Steam")).toHaveValue("lastlogin");
  });
});

describe("supply channel", () => {
  it("asks for the user id and one of the game's servers", async () => {
    api.createSupplyOrder.mockResolvedValue(harness.draft(80));
    harness.saveCart({ "4": { "42": 2 } });
    const { user } = harness.renderCheckout(supplyGame);
    const dialog = await harness.openDetails(user);
    const server = within(dialog).getByLabelText("Сервер");
    expect(
      within(server)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Выберите сервер", "Europe", "Asia"]);
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    expect(await within(dialog).findByText("Это поле не может быть пустым.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("ID игрока")).toHaveAttribute("aria-invalid", "true");
    expect(server).toHaveAttribute("aria-invalid", "true");
    expect(api.createSupplyOrder).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("ID игрока"), "800123");
    await user.selectOptions(server, "Asia");
    await user.click(pay(dialog));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${harness.draft(80).hash}/pay`));
    expect(api.createSupplyOrder).toHaveBeenCalledWith({
      products: [{ productId: 42, quantity: 2 }],
      email: "a@b.ru",
      supplyChannelUserId: "800123",
      supplyChannelServer: 8,
      supplyChannelServerCustomId: null,
    });
  });

  it("says in Russian that a server must be picked", async () => {
    harness.saveCart({ "4": { "42": 2 } });
    const { user } = harness.renderCheckout(supplyGame);
    const dialog = await harness.openDetails(user);
    await user.type(within(dialog).getByLabelText("ID игрока"), "800123");
    await user.click(pay(dialog));
    const server = within(dialog).getByLabelText("Сервер");
    await waitFor(() => expect(server).toHaveAttribute("aria-invalid", "true"));
    expect(server).toHaveAccessibleDescription(/^[^A-Za-z]+$/);
  });

  it("asks for a typed server id when the game has no list", async () => {
    api.createSupplyOrder.mockResolvedValue(harness.draft(81));
    harness.saveCart({ "4": { "41": 1 } });
    const { user } = harness.renderCheckout({ ...supplyGame, isServerEnum: false });
    const dialog = await harness.openDetails(user);
    expect(within(dialog).queryByRole("combobox")).toBeNull();
    await user.type(within(dialog).getByLabelText("ID игрока"), "800123");
    await user.type(within(dialog).getByLabelText("ID сервера (зоны)"), " 2001 ");
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    await waitFor(() =>
      expect(api.createSupplyOrder).toHaveBeenCalledWith(
        expect.objectContaining({ supplyChannelServer: null, supplyChannelServerCustomId: "2001" }),
      ),
    );
  });

  it("asks for no server when the game needs none", async () => {
    api.createSupplyOrder.mockResolvedValue(harness.draft(82));
    harness.saveCart({ "4": { "41": 1 } });
    const { user } = harness.renderCheckout({ ...supplyGame, isServerNeeded: false });
    const dialog = await harness.openDetails(user);
    expect(within(dialog).queryByLabelText("Сервер")).toBeNull();
    expect(within(dialog).queryByLabelText("ID сервера (зоны)")).toBeNull();
    await user.type(within(dialog).getByLabelText("ID игрока"), "800123");
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    await waitFor(() => expect(api.createSupplyOrder).toHaveBeenCalled());
  });

  it("puts the server's errors on the user id and server fields", async () => {
    api.createSupplyOrder.mockRejectedValueOnce(
      harness.failure(400, {
        supplyChannelUserId: ["Игрок не найден."],
        supplyChannelServer: ["Сервер недоступен."],
      }),
    );
    harness.saveCart({ "4": { "41": 1 } });
    const { user } = harness.renderCheckout(supplyGame);
    const dialog = await harness.openDetails(user);
    await user.type(within(dialog).getByLabelText("ID игрока"), "800123");
    await user.selectOptions(within(dialog).getByLabelText("Сервер"), "Europe");
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    expect(await within(dialog).findByText("Игрок не найден.")).toBeInTheDocument();
    expect(within(dialog).getByText("Сервер недоступен.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("ID игрока")).toHaveValue("800123");
    expect(within(dialog).getByLabelText("Сервер")).toHaveValue("7");
  });

  it("prefills a signed-in shopper's last user id and server for this game", async () => {
    harness.signIn();
    api.getSupplyLastOrderData.mockResolvedValue({
      id: 5,
      moogoldUserId: "700700",
      moogoldServer: 7,
      moogoldServerCustomId: null,
      email: null,
    });
    harness.saveCart({ "4": { "41": 1 } });
    const { user } = harness.renderCheckout(supplyGame);
    const dialog = await harness.openDetails(user);
    expect(api.getSupplyLastOrderData).toHaveBeenCalledWith({ gameId: 4 });
    expect(within(dialog).getByLabelText("ID игрока")).toHaveValue("700700");
    expect(within(dialog).getByLabelText("Сервер")).toHaveValue("7");
  });
});

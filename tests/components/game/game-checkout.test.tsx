// The game page's order surface (SPEC.md sections 3-5, 9): amounts start at 0 and the saved cart comes back
// only for an active game; changes are saved; totals follow; the order flow is the confirm form, then the
// user data form, then the payment page; sign-in first where the game requires it.
import { api, router } from "./checkout-mocks";
import { act, screen, waitFor, within } from "@testing-library/react";
import { formatPriceKopecks } from "@/lib/money/format-price";
import { CART_STORAGE_KEY } from "@/lib/state/cart-storage";
import { authPopupStore } from "@/lib/state/session-popup";
import { sessionStore } from "@/lib/state/session";
import {
  decrease,
  draft,
  failure,
  increase,
  openDetails,
  orderButton,
  pageTotals,
  profile,
  quantityOf,
  renderCheckout,
  resetState,
  saveCart,
  savedCart,
  signIn,
  totalsOf,
} from "./checkout-harness";
import { oldPubgOrder, pubgGame } from "./game-fixtures";

const create = api.createPubgOrder;
const money = (kopecks: number) => formatPriceKopecks(kopecks).replace(/\u00a0/g, " ");

beforeEach(() => {
  resetState();
  create.mockReset();
  router.push.mockReset();
  router.replace.mockReset();
});

describe("amounts and the saved cart", () => {
  it("starts every amount at 0 with the order button disabled and a hint", () => {
    renderCheckout(pubgGame);
    for (const title of ["60 UC", "325 UC", "660 UC", "1800 UC"]) expect(quantityOf(title)).toHaveValue("0");
    expect(orderButton()).toBeDisabled();
    expect(screen.getByText("Выберите хотя бы один товар.")).toBeInTheDocument();
    expect(pageTotals()).toEqual({ Товары: money(0), Итого: money(0) });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("disables the inactive products' controls", () => {
    renderCheckout(pubgGame);
    expect(quantityOf("1800 UC")).toBeDisabled();
    expect(increase("1800 UC")).toBeDisabled();
    expect(quantityOf("60 UC")).toBeEnabled();
    expect(decrease("60 UC")).toBeDisabled();
  });

  it("restores the saved cart of an active game: inactive and unknown products dropped, amounts clamped", () => {
    saveCart({ "1": { "1": 3, "3": 50, "4": 2, "99": 1 }, "2": { "21": 1 } });
    renderCheckout(pubgGame);
    expect(quantityOf("60 UC")).toHaveValue("3");
    expect(quantityOf("325 UC")).toHaveValue("0");
    expect(quantityOf("660 UC")).toHaveValue("5");
    expect(quantityOf("1800 UC")).toHaveValue("0");
    expect(pageTotals().Итого).toBe("4 762 ₽"); // 3 × 89 + 5 × 899, whole roubles: no ",00"
    expect(orderButton()).toBeEnabled();
    // What could not be restored is forgotten; the other games' carts stay.
    expect(savedCart()).toEqual({ "1": { "1": 3, "3": 5 }, "2": { "21": 1 } });
  });

  it("raises a saved amount below a product's minimum to it", () => {
    saveCart({ "1": { "3": 1 } });
    renderCheckout(pubgGame);
    expect(quantityOf("660 UC")).toHaveValue("2");
  });

  it("restores nothing for an inactive game, keeps its saved cart and allows no order", () => {
    saveCart({ "1": { "1": 3 } });
    renderCheckout({ ...pubgGame, isActive: false });
    expect(quantityOf("60 UC")).toHaveValue("0");
    expect(quantityOf("60 UC")).toBeDisabled();
    expect(increase("60 UC")).toBeDisabled();
    expect(orderButton()).toBeDisabled();
    expect(savedCart()).toEqual({ "1": { "1": 3 } });
  });

  it("shows 0 amounts for a cart full of garbage", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, "{not json");
    renderCheckout(pubgGame);
    expect(quantityOf("60 UC")).toHaveValue("0");
    expect(orderButton()).toBeDisabled();
  });

  it("saves every change of the amounts, and forgets the game when all are 0 again", async () => {
    saveCart({ "2": { "21": 1 } });
    const { user } = renderCheckout(pubgGame);
    await user.click(increase("60 UC"));
    await user.click(increase("60 UC"));
    expect(quantityOf("60 UC")).toHaveValue("2");
    expect(savedCart()).toEqual({ "1": { "1": 2 }, "2": { "21": 1 } });

    // From 0 straight to the minimum.
    await user.click(increase("660 UC"));
    expect(quantityOf("660 UC")).toHaveValue("2");
    expect(savedCart()["1"]).toEqual({ "1": 2, "3": 2 });

    // Below the minimum means not ordered.
    await user.click(decrease("660 UC"));
    expect(quantityOf("660 UC")).toHaveValue("0");
    await user.click(decrease("60 UC"));
    await user.click(decrease("60 UC"));
    expect(savedCart()).toEqual({ "2": { "21": 1 } });
    expect(orderButton()).toBeDisabled();
  });

  it("clamps a typed amount when the field is left, and keeps the cart saved", async () => {
    const { user } = renderCheckout(pubgGame);
    const field = quantityOf("60 UC");
    await user.clear(field);
    await user.type(field, "25");
    // Not corrected under the shopper's fingers.
    expect(field).toHaveValue("25");
    await user.tab();
    expect(field).toHaveValue("10");
    expect(increase("60 UC")).toBeDisabled();
    expect(savedCart()).toEqual({ "1": { "1": 10 } });

    await user.clear(field);
    await user.type(field, "4{Enter}");
    expect(field).toHaveValue("4");
    await user.clear(field);
    await user.type(field, "abc");
    await user.tab();
    expect(field).toHaveValue("0");
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("works without storage: the amounts are just not remembered", async () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      const { user } = renderCheckout(pubgGame);
      await user.click(increase("60 UC"));
      expect(quantityOf("60 UC")).toHaveValue("1");
      expect(orderButton()).toBeEnabled();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});

describe("totals", () => {
  it("shows the items, the discount and the total of the picked products", async () => {
    const { user } = renderCheckout(pubgGame);
    await user.click(increase("60 UC"));
    await user.click(increase("60 UC"));
    await user.click(increase("325 UC"));
    expect(pageTotals()).toEqual({
      "3 товара": money(2 * 8900 + 44900),
      Скидка: `−${money(5000)}`,
      Итого: money(2 * 8900 + 39900),
    });
    await user.click(increase("660 UC"));
    expect(pageTotals()["5 товаров"]).toBe(money(2 * 8900 + 44900 + 2 * 89900));
    expect(pageTotals().Итого).toBe(money(2 * 8900 + 39900 + 2 * 89900));
  });

  it("takes a signed-in shopper's balance off what is left to pay", async () => {
    signIn("100.00");
    const { user } = renderCheckout(pubgGame);
    await user.click(increase("325 UC"));
    expect(pageTotals()).toMatchObject({
      Итого: money(39900),
      "С баланса": `−${money(10000)}`,
      "К оплате": money(29900),
    });
  });

  it("ignores the balance of a guest session and shows no balance lines without one", async () => {
    const { user } = renderCheckout(pubgGame);
    await user.click(increase("325 UC"));
    expect(pageTotals()["С баланса"]).toBeUndefined();
    expect(pageTotals()["К оплате"]).toBeUndefined();
  });
});

describe("ordering", () => {
  it("for a guest on an auth-required game opens the sign-in popup instead of the order form", async () => {
    const { user } = renderCheckout({ ...pubgGame, isAuthRequired: true });
    expect(screen.getByText("Для этой игры нужно войти в аккаунт.")).toBeInTheDocument();
    await user.click(increase("60 UC"));
    expect(orderButton()).toHaveTextContent("Войти и оформить");
    await user.click(orderButton());
    expect(authPopupStore.get()).toBe("sign-in");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("for a signed-in shopper on an auth-required game opens the order form", async () => {
    signIn();
    const { user } = renderCheckout({ ...pubgGame, isAuthRequired: true });
    expect(screen.queryByText("Для этой игры нужно войти в аккаунт.")).toBeNull();
    await user.click(increase("60 UC"));
    await user.click(orderButton());
    expect(screen.getByRole("dialog", { name: "Проверьте заказ" })).toBeInTheDocument();
    expect(authPopupStore.get()).toBeNull();
  });

  it("switches from the popup to the order form once the guest has signed in", async () => {
    const { user } = renderCheckout({ ...pubgGame, isAuthRequired: true });
    await user.click(increase("60 UC"));
    await user.click(orderButton());
    act(() => {
      authPopupStore.set(null);
      signIn();
    });
    expect(orderButton()).toHaveTextContent("Оформить заказ");
    await user.click(orderButton());
    expect(screen.getByRole("dialog", { name: "Проверьте заказ" })).toBeInTheDocument();
  });

  it("shows the confirm form with the lines and totals, and Изменить goes back keeping the amounts", async () => {
    const { user } = renderCheckout(pubgGame);
    await user.click(increase("60 UC"));
    await user.click(increase("60 UC"));
    await user.click(increase("325 UC"));
    await user.click(orderButton());
    const confirm = screen.getByRole("dialog", { name: "Проверьте заказ" });
    const lines = within(confirm).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("60 UC × 2");
    expect(lines[0]).toHaveTextContent(money(17800));
    expect(lines[1]).toHaveTextContent("325 UC × 1");
    expect(lines[1]).toHaveTextContent(money(39900));
    expect(totalsOf(confirm).Итого).toBe(money(17800 + 39900));

    await user.click(within(confirm).getByRole("button", { name: "Изменить" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(quantityOf("60 UC")).toHaveValue("2");
    expect(create).not.toHaveBeenCalled();
  });

  it("asks a guest for the e-mail, creates the PUBG order, clears the cart and opens the payment page", async () => {
    create.mockResolvedValue(draft(77));
    saveCart({ "1": { "1": 2 }, "2": { "21": 1 } });
    const { user } = renderCheckout(pubgGame);
    const dialog = await openDetails(user);
    const mail = within(dialog).getByLabelText("Электронная почта");
    expect(mail).toHaveValue("");

    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(mail).toHaveAttribute("aria-invalid", "true"));
    expect(create).not.toHaveBeenCalled();

    await user.type(mail, " Buyer@Example.com ");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${draft(77).hash}/pay`));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      products: [{ productId: 1, quantity: 2 }],
      email: "buyer@example.com",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(quantityOf("60 UC")).toHaveValue("0");
    expect(savedCart()).toEqual({ "2": { "21": 1 } });
  });

  it("sends only the non-zero active products", async () => {
    create.mockResolvedValue(draft(77));
    saveCart({ "1": { "1": 1, "2": 0, "3": 3, "4": 2 } });
    const { user } = renderCheckout(pubgGame);
    const dialog = await openDetails(user);
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0].products).toEqual([
      { productId: 1, quantity: 1 },
      { productId: 3, quantity: 3 },
    ]);
  });

  it("puts the server's e-mail error on the e-mail field and keeps what was typed", async () => {
    create.mockRejectedValueOnce(failure(400, { email: ["Этот адрес не принимает письма."] }));
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout(pubgGame);
    const dialog = await openDetails(user);
    const mail = within(dialog).getByLabelText("Электронная почта");
    await user.type(mail, "buyer@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));

    expect(await within(dialog).findByText("Этот адрес не принимает письма.")).toBeInTheDocument();
    expect(mail).toHaveAttribute("aria-invalid", "true");
    expect(mail).toHaveAccessibleDescription(expect.stringContaining("Этот адрес не принимает письма."));
    expect(mail).toHaveValue("buyer@example.com");
    expect(router.push).not.toHaveBeenCalled();
    // The cart is kept for another try.
    expect(savedCart()).toEqual({ "1": { "1": 1 } });
  });

  it("shows a refusal that names no field above the form", async () => {
    create.mockRejectedValueOnce(failure(400, { products: ["Товар 60 UC сейчас недоступен."] }));
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout(pubgGame);
    const dialog = await openDetails(user);
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Товар 60 UC сейчас недоступен."),
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the shopper goes back to the confirm form and on again", async () => {
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout(pubgGame);
    let dialog = await openDetails(user);
    await user.type(within(dialog).getByLabelText("Электронная почта"), "kept@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Назад" }));
    const confirm = screen.getByRole("dialog", { name: "Проверьте заказ" });
    await user.click(within(confirm).getByRole("button", { name: "Продолжить" }));
    dialog = await screen.findByRole("dialog", { name: "Данные для доставки" });
    expect(within(dialog).getByLabelText("Электронная почта")).toHaveValue("kept@example.com");
  });

  it("prefills a signed-in shopper's e-mail, makes it optional, and sends what is in the field", async () => {
    create.mockResolvedValue(draft(78));
    signIn();
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout(pubgGame);
    const dialog = await openDetails(user);
    const mail = within(dialog).getByLabelText("Электронная почта (необязательно)");
    expect(mail).toHaveValue(profile.email);
    await user.clear(mail);
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ products: [{ productId: 1, quantity: 1 }], email: undefined }),
    );
    expect(router.push).toHaveBeenCalledWith(`/orders/${draft(78).hash}/pay`);
  });

  it("does not ask for the e-mail on an auth-required game", async () => {
    create.mockResolvedValue(draft(79));
    signIn("0.00", null);
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout({ ...pubgGame, isAuthRequired: true });
    const dialog = await openDetails(user);
    expect(within(dialog).getByLabelText("Электронная почта (необязательно)")).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
  });

  it("closes with Escape and keeps the amounts", async () => {
    saveCart({ "1": { "1": 1 } });
    const { user } = renderCheckout(pubgGame);
    await user.click(orderButton());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(quantityOf("60 UC")).toHaveValue("1");
  });
});

describe("no repeat without ?repeat", () => {
  it("loads neither the game nor an order", () => {
    renderCheckout(pubgGame);
    expect(api.getGame).not.toHaveBeenCalled();
    expect(api.getOrderDetails).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe("guest");
  });
});

describe("the last-order popup", () => {
  const history = api.listOrders;
  const page = (results: (typeof oldPubgOrder)[]) => ({
    count: results.length,
    next: null,
    previous: null,
    results,
  });

  it("offers a signed-in shopper to repeat the last order of this game, and closes on request", async () => {
    history.mockResolvedValueOnce(page([oldPubgOrder]));
    signIn();
    const { user } = renderCheckout(pubgGame);
    const popup = await screen.findByRole("region", { name: "Повторить прошлый заказ?" });
    expect(within(popup).getByRole("link", { name: "Повторить" })).toHaveAttribute(
      "href",
      `/games/${pubgGame.id}?repeat=${oldPubgOrder.hash}`,
    );
    await user.click(within(popup).getByRole("button", { name: "Не сейчас" }));
    expect(screen.queryByRole("region", { name: "Повторить прошлый заказ?" })).toBeNull();
  });

  it("says nothing to a guest or without an order of this game", async () => {
    history.mockResolvedValue(page([{ ...oldPubgOrder, game: { ...oldPubgOrder.game!, id: 999 } }]));
    renderCheckout(pubgGame);
    act(() => signIn());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByRole("region", { name: "Повторить прошлый заказ?" })).toBeNull();
    history.mockReset();
    history.mockResolvedValue(page([]));
  });
});

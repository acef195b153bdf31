// Buying a gift from its page: the dialog asks for the e-mail (required for guests, prefilled for a signed-in
// shopper), creates the gift order and moves on to its payment page; refusals are shown in Russian.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/lib/api/orders-rokky", () => ({ createRokkyOrder: jest.fn() }));

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GiftBuy } from "@/components/checkout/gift-buy/gift-buy";
import { createRokkyOrder } from "@/lib/api/orders-rokky";
import { sessionStore } from "@/lib/state/session";
import { draft as orderDraft, failure, profile } from "../helpers/checkout-fixtures";

const create = createRokkyOrder as jest.MockedFunction<typeof createRokkyOrder>;
const gift = { id: 8, title: "Hades II", price: "1499.00", discountPrice: "1299.00" };
const draft = orderDraft(55);

async function openDialog() {
  const user = userEvent.setup();
  render(<GiftBuy gift={gift} />);
  await user.click(screen.getByRole("button", { name: "Купить «Hades II»" }));
  const dialog = screen.getByRole("dialog", { name: "Покупка «Hades II»" });
  const email = within(dialog).getByLabelText("E-mail для ключа");
  const submit = () => user.click(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
  return { user, dialog, email, submit };
}

beforeEach(() => {
  create.mockReset();
  router.push.mockReset();
  sessionStore.set({ status: "guest", profile: null });
});

describe("gift buy", () => {
  it("shows the price and requires a valid e-mail from a guest before creating anything", async () => {
    const { user, dialog, email, submit } = await openDialog();
    expect(dialog).toHaveTextContent("1 299 ₽");

    await submit();
    expect(await within(dialog).findByText("Обязательное поле.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");

    await user.type(email, "not-an-email");
    await submit();
    expect(await within(dialog).findByText("Введите правильный адрес электронной почты.")).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it("creates the gift order with the e-mail and goes to its payment page", async () => {
    create.mockResolvedValue(draft);
    const { user, dialog, email, submit } = await openDialog();
    await user.type(email, "  Buyer@Example.com ");
    await submit();

    expect(create).toHaveBeenCalledWith({ gift: 8, email: "buyer@example.com" });
    expect(router.push).toHaveBeenCalledWith(`/orders/${draft.hash}/pay`);
    // Busy until the payment page replaces this one: no second order by a second click.
    expect(within(dialog).getByRole("button", { name: "Оформляем заказ…" })).toBeDisabled();
  });

  it("prefills a signed-in shopper's e-mail, and lets them clear it to use the account's address", async () => {
    create.mockResolvedValue(draft);
    sessionStore.set({ status: "signed-in", profile });
    const { user, email, submit } = await openDialog();
    expect(email).toHaveValue("demo@example.com");

    await user.clear(email);
    await submit();
    expect(create).toHaveBeenCalledWith({ gift: 8, email: undefined });
    expect(router.push).toHaveBeenCalledWith(`/orders/${draft.hash}/pay`);
  });

  it("fills the e-mail in when the profile arrives after the dialog opened, unless something was typed", async () => {
    sessionStore.set({ status: "loading", profile: null });
    const { email } = await openDialog();
    expect(email).toHaveValue("");
    act(() => sessionStore.set({ status: "signed-in", profile }));
    expect(email).toHaveValue("demo@example.com");
  });

  it("puts the server's e-mail error on the field and keeps what was typed", async () => {
    create.mockRejectedValueOnce(failure(400, { email: ["Введите правильный адрес электронной почты."] }));
    const { user, dialog, email, submit } = await openDialog();
    await user.type(email, "buyer@example.com");
    await submit();

    expect(await within(dialog).findByText("Введите правильный адрес электронной почты.")).toBeVisible();
    expect(email).toHaveValue("buyer@example.com");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says why when the gift cannot be bought any more, and disables buying it", async () => {
    create.mockRejectedValueOnce(failure(400, { gift: ["Этот подарок сейчас недоступен для покупки."] }));
    const { user, dialog, email, submit } = await openDialog();
    await user.type(email, "buyer@example.com");
    await submit();

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Этот подарок сейчас недоступен для покупки.",
    );
    expect(within(dialog).queryByRole("button", { name: "Перейти к оплате" })).toBeNull();
    await user.keyboard("{Escape}");
    const buy = screen.getByRole("button", { name: "Купить «Hades II»" });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription("Этот подарок сейчас недоступен для покупки.");
  });

  it("shows a network failure in Russian", async () => {
    create.mockRejectedValueOnce(new TypeError("offline"));
    const { user, dialog, email, submit } = await openDialog();
    await user.type(email, "buyer@example.com");
    await submit();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Нет связи с сервером.");
  });

  it("renders a disabled button with the reason for a gift that is not on sale", () => {
    render(<GiftBuy gift={gift} isAvailable={false} />);
    const buy = screen.getByRole("button", { name: "Купить «Hades II»" });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription("Этот подарок сейчас недоступен для покупки.");
  });
});

// Shared pieces of the game checkout tests: the session, the saved cart, reading the totals and walking the
// order flow. The modules they replace are mocked in ./checkout-mocks.tsx, imported first by each test file.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { GameCheckout } from "@/components/game/game-checkout";
import type { StampedProfile } from "@/lib/api/auth";
import type { Game } from "@/lib/api/types/game";
import { CART_STORAGE_KEY } from "@/lib/state/cart-storage";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import { authPopupStore } from "@/lib/state/session-popup";
import { sessionStore } from "@/lib/state/session";
import { draft, failure, profile } from "../helpers/checkout-fixtures";

export { draft, failure, profile };

export function resetState() {
  window.localStorage.clear();
  sessionStore.set({ status: "guest", profile: null });
  authPopupStore.set(null);
  notificationsStore.set(initialNotificationsState);
}

export const signIn = (balance = "0.00", email: string | null = profile.email) =>
  sessionStore.set({ status: "signed-in", profile: { ...profile, balance, email } as StampedProfile });

export const saveCart = (cart: unknown) =>
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
export const savedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null");

export function renderCheckout(
  game: Game,
  options: {
    steamCommission?: string;
    isSurplusEnabled?: boolean;
    productPictures?: Partial<Record<number, ReactNode>>;
  } = {},
) {
  const user = userEvent.setup();
  const view = render(
    <GameCheckout
      game={game}
      steamCommission={options.steamCommission ?? null}
      isSurplusEnabled={options.isSurplusEnabled ?? false}
      productPictures={options.productPictures}
    />,
  );
  return { user, ...view };
}

/** The totals of a summary as label -> shown amount. */
export function totalsOf(scope: HTMLElement): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const term of within(scope).getAllByRole("term")) {
    const value = term.nextElementSibling;
    totals[term.textContent ?? ""] = (value?.textContent ?? "").replace(/\u00a0/g, " ");
  }
  return totals;
}

export const pageTotals = () => totalsOf(screen.getByRole("complementary"));
export const quantityOf = (title: string) => screen.getByRole("textbox", { name: `Количество: ${title}` });
export const increase = (title: string) => screen.getByRole("button", { name: `Увеличить: ${title}` });
export const decrease = (title: string) => screen.getByRole("button", { name: `Уменьшить: ${title}` });
export const orderButton = () => screen.getByRole("button", { name: /^(Оформить заказ|Войти и оформить)$/ });

/** Opens the confirm form, then the user data form; returns the latter's dialog. */
export async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(orderButton());
  const confirm = screen.getByRole("dialog", { name: "Проверьте заказ" });
  await user.click(within(confirm).getByRole("button", { name: "Продолжить" }));
  return screen.findByRole("dialog", { name: "Данные для доставки" }).then(async (dialog) => {
    await within(dialog).findByRole("button", { name: "Перейти к оплате" });
    return dialog;
  });
}

// Shared pieces of the game checkout tests: the session, the saved cart, reading the totals and walking the
// order flow. Each test file mocks next-intl, next/navigation, next/image and the order API itself.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDefaultStore } from "jotai";
import { GameCheckout } from "@/components/game/game-checkout";
import type { StampedProfile } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import type { Game } from "@/lib/api/types/game";
import type { OrderDraft } from "@/lib/api/types/order";
import { CART_STORAGE_KEY } from "@/lib/state/cart-storage";
import { initialNotificationsState, notificationsAtom } from "@/lib/state/notifications";
import { authPopupAtom } from "@/lib/state/session-popup";
import { sessionAtom } from "@/lib/state/session";

export const store = getDefaultStore();

export const profile = {
  id: 1,
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: null,
  balance: "0.00",
  activePromoCode: null,
  socialIds: {},
  fetchedAt: Date.now(),
} as unknown as StampedProfile;

// A partial draft: these tests need only a few of its fields.
export const draft = (id: number) =>
  ({
    id,
    hash: String(id).padStart(32, "a"),
    total: "100.00",
    products: [],
  }) as Partial<OrderDraft> as OrderDraft;

export const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);

export function resetState() {
  window.localStorage.clear();
  store.set(sessionAtom, { status: "guest", profile: null });
  store.set(authPopupAtom, null);
  store.set(notificationsAtom, initialNotificationsState);
}

export const signIn = (balance = "0.00", email: string | null = profile.email) =>
  store.set(sessionAtom, { status: "signed-in", profile: { ...profile, balance, email } as StampedProfile });

export const saveCart = (cart: unknown) =>
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
export const savedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null");

export function renderCheckout(
  game: Game,
  options: { steamCommission?: string; isSurplusEnabled?: boolean } = {},
) {
  const user = userEvent.setup();
  const view = render(
    <GameCheckout
      game={game}
      steamCommission={options.steamCommission ?? null}
      isSurplusEnabled={options.isSurplusEnabled ?? false}
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

export const rub = (text: string) => `${text} ₽`;

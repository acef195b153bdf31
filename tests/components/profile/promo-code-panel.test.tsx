// The profile's promo code panel against a mocked API: check a code (nothing activated), activate it (the session
// is told with "activate-code"), a refused code under the field, other errors as a toast, and deactivate.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("@/lib/api/promo-codes", () => ({
  activatePromoCode: jest.fn(),
  showPromoCode: jest.fn(),
  deactivatePromoCode: jest.fn(),
  getPromoCodeTarget: jest.fn(),
}));

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileSummary } from "@/components/profile/profile-summary";
import { ResponseError } from "@/lib/api/errors";
import type * as PromoCodesApi from "@/lib/api/promo-codes";
import type { PromoCode } from "@/lib/api/types/promo";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import messages from "@/messages/ru.json";

const t = messages.profilePage;
const api = jest.mocked(jest.requireMock<typeof PromoCodesApi>("@/lib/api/promo-codes"));
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);
const toast = () => notificationsStore.get().current;

const profile = {
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: null,
  balance: "100.00",
  activePromoCode: null as PromoCode | null,
};
const welcome: PromoCode = { resourcetype: "PromoCode", code: "WELCOME10", percent: 10, game: 1 };
const giftCode: PromoCode = { resourcetype: "GiftPromoCode", code: "GIFT15", percent: 15, gift: 7 };

let events: string[];
const record = (event: Event) => events.push(event.type);

beforeEach(() => {
  jest.clearAllMocks();
  notificationsStore.set(initialNotificationsState);
  api.getPromoCodeTarget.mockResolvedValue({ kind: "game", title: "PUBG Mobile" });
  events = [];
  window.addEventListener("activate-code", record);
  window.addEventListener("deactivate-code", record);
});

afterEach(() => {
  window.removeEventListener("activate-code", record);
  window.removeEventListener("deactivate-code", record);
});

const field = () => screen.getByRole("textbox", { name: t.promo_field_label });
const activeLine = () => screen.getByTestId("profile-active-promo");
const checkButton = () => screen.getByRole("button", { name: t.promo_check });
const activateButton = () => screen.getByRole("button", { name: t.promo_activate });

function renderSummary(activePromoCode: PromoCode | null = null) {
  const target = activePromoCode ? { kind: "game" as const, title: "Standoff 2" } : null;
  return render(<ProfileSummary profile={{ ...profile, activePromoCode }} promoTarget={target} />);
}

describe("profile promo code panel", () => {
  it("has a labelled field with check and activate, and says no code is active", () => {
    renderSummary();
    expect(activeLine()).toHaveTextContent(t.promo_none);
    expect(field()).toHaveAccessibleDescription(t.promo_hint);
    expect(checkButton()).toBeEnabled();
    expect(activateButton()).toHaveAttribute("type", "submit");
    expect(screen.queryByRole("button", { name: /Отключить/ })).not.toBeInTheDocument();
  });

  it("activates the typed code: busy meanwhile, then shows it as active and tells the session", async () => {
    const user = userEvent.setup();
    let answer!: (promo: PromoCode) => void;
    api.activatePromoCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSummary();
    await user.type(field(), "  welcome10 {Enter}");
    expect(api.activatePromoCode).toHaveBeenCalledWith({ code: "welcome10" });
    const busy = screen.getByRole("button", { name: t.promo_activating });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(checkButton()).toBeDisabled();
    expect(events).toEqual([]);

    answer(welcome);
    await waitFor(() => expect(activeLine()).toHaveTextContent("WELCOME10"));
    expect(activeLine()).toHaveTextContent("−10%");
    expect(activeLine()).toHaveTextContent("на PUBG Mobile");
    expect(api.getPromoCodeTarget).toHaveBeenCalledWith(welcome);
    expect(events).toEqual(["activate-code"]);
    expect(field()).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Промокод WELCOME10 активирован.");
    expect(activateButton()).toBeEnabled();
    expect(api.showPromoCode).not.toHaveBeenCalled();
  });

  it("checks a code without activating it: its discount and what it applies to", async () => {
    const user = userEvent.setup();
    api.showPromoCode.mockResolvedValue(giftCode);
    api.getPromoCodeTarget.mockResolvedValue({ kind: "gift", title: "Cyberpunk 2077" });
    renderSummary();
    await user.type(field(), "gift15");
    await user.click(checkButton());
    const preview = await screen.findByTestId("profile-promo-preview");
    expect(preview).toHaveTextContent(t.promo_preview_title);
    expect(within(preview).getByText("GIFT15")).toBeInTheDocument();
    expect(preview).toHaveTextContent("−15%");
    expect(preview).toHaveTextContent("на Cyberpunk 2077");
    expect(api.showPromoCode).toHaveBeenCalledWith({ code: "gift15" });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Промокод GIFT15 действует: скидка 15% на Cyberpunk 2077. Он ещё не активирован.",
    );
    // Nothing was activated: no call, no event, the account still has no code, the typed code stays.
    expect(api.activatePromoCode).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(activeLine()).toHaveTextContent(t.promo_none);
    expect(field()).toHaveValue("gift15");

    // Activating the checked code reuses what the check found; typing another code drops the preview.
    api.activatePromoCode.mockResolvedValue(giftCode);
    await user.click(activateButton());
    await waitFor(() => expect(activeLine()).toHaveTextContent("GIFT15"));
    expect(activeLine()).toHaveTextContent("на Cyberpunk 2077");
    expect(api.getPromoCodeTarget).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("profile-promo-preview")).not.toBeInTheDocument();
    expect(events).toEqual(["activate-code"]);
  });

  it("shows the server's field error under the field and keeps what was typed; other errors are toasts", async () => {
    const user = userEvent.setup();
    api.showPromoCode.mockRejectedValue(failure(400, { code: ["Промокод не найден."] }));
    renderSummary();
    await user.type(field(), "NOPE");
    await user.click(checkButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Промокод не найден.");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(`Промокод не найден. ${t.promo_hint}`);
    expect(field()).toHaveValue("NOPE");
    expect(toast()).toBeNull();
    expect(screen.queryByTestId("profile-promo-preview")).not.toBeInTheDocument();

    // A rate limit (detail) is not about the field: the error toast, and the field is no longer marked.
    api.activatePromoCode.mockRejectedValue(failure(429, { detail: "Слишком много попыток." }));
    await user.click(activateButton());
    await waitFor(() => expect(toast()).toEqual({ type: "error", text: "Слишком много попыток." }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(events).toEqual([]);
    expect(activeLine()).toHaveTextContent(t.promo_none);
  });

  it("refuses an empty field without calling the server", async () => {
    const user = userEvent.setup();
    renderSummary();
    await user.type(field(), "   ");
    await user.click(checkButton());
    expect(screen.getByRole("alert")).toHaveTextContent(t.promo_required);
    expect(field()).toHaveFocus();
    expect(api.showPromoCode).not.toHaveBeenCalled();
    expect(api.activatePromoCode).not.toHaveBeenCalled();
  });

  it("deactivates the active code, tells the session and returns the focus to the field", async () => {
    const user = userEvent.setup();
    api.deactivatePromoCode.mockResolvedValue(undefined);
    renderSummary(welcome);
    expect(activeLine()).toHaveTextContent("WELCOME10");
    expect(activeLine()).toHaveTextContent("на Standoff 2");
    await user.click(screen.getByRole("button", { name: "Отключить промокод WELCOME10" }));
    await waitFor(() => expect(activeLine()).toHaveTextContent(t.promo_none));
    expect(api.deactivatePromoCode).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["deactivate-code"]);
    expect(screen.getByRole("status")).toHaveTextContent(t.promo_deactivated);
    expect(field()).toHaveFocus();
  });

  it("keeps the active code when deactivating fails, with the error as a toast", async () => {
    const user = userEvent.setup();
    api.deactivatePromoCode.mockRejectedValue(failure(503, null));
    renderSummary(welcome);
    await user.click(screen.getByRole("button", { name: "Отключить промокод WELCOME10" }));
    await waitFor(() => expect(toast()).toEqual({ type: "error", text: messages.auth.errors.network }));
    expect(activeLine()).toHaveTextContent("WELCOME10");
    expect(events).toEqual([]);
  });

  it("names a code's game in general terms when the catalogue cannot say which", async () => {
    const user = userEvent.setup();
    api.showPromoCode.mockResolvedValue({ ...welcome, code: "OLD5", percent: 5, game: 99 });
    api.getPromoCodeTarget.mockRejectedValue(failure(404, { detail: "Страница не найдена." }));
    renderSummary();
    await user.type(field(), "OLD5");
    await user.click(checkButton());
    expect(await screen.findByTestId("profile-promo-preview")).toHaveTextContent(t.promo_for_some_game);
    expect(toast()).toBeNull();
  });
});

jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
let pathname = "/";
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => pathname }));
jest.mock("@/components/auth/auth-popup-host", () => ({ AuthPopupHost: () => null }));
jest.mock("@/lib/state/session", () => ({
  ...jest.requireActual("@/lib/state/session"),
  bootSession: jest.fn(),
  logout: jest.fn(async () => undefined),
}));

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountButton } from "@/components/auth/account/account-button";
import type { StampedProfile } from "@/lib/api/auth";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import { bootSession, logout, sessionStore } from "@/lib/state/session";
import { authPopupStore, authReturnPathStore } from "@/lib/state/session-popup";
import messages from "@/messages/ru.json";
import { noSocialIds } from "../../helpers/social-ids";

const t = messages.auth.account;
const labels = { signIn: t.signIn, loading: t.loading, popupLoading: messages.auth.popup.loading };

const profile: StampedProfile = {
  id: 1,
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: null,
  balance: "1500.00",
  activePromoCode: null,
  socialIds: noSocialIds,
  isStaff: false,
  fetchedAt: Date.now(),
};

beforeEach(() => {
  jest.clearAllMocks();
  pathname = "/";
  sessionStore.set({ status: "unknown", profile: null });
  authPopupStore.set(null);
  notificationsStore.set(initialNotificationsState);
});

describe("header account button", () => {
  it("a guest gets «Войти», which opens the auth popup on sign in", async () => {
    const user = userEvent.setup();
    render(<AccountButton initialProfile={null} hasSessionCookie={false} labels={labels} />);
    expect(bootSession).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: t.signIn }));
    expect(authPopupStore.get()).toBe("sign-in");
  });

  it("shows the server-read profile at once: nickname and balance, and seeds the session with it", async () => {
    render(<AccountButton initialProfile={profile} hasSessionCookie labels={labels} />);
    // The menu's code loads on first use (guests never need it).
    const button = await screen.findByRole("button", { name: /Меню аккаунта: Демо, Баланс: 1\s500\s₽/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(sessionStore.get()).toEqual({ status: "signed-in", profile });
  });

  it("falls back to the e-mail without a nickname, and waits quietly while the profile loads", async () => {
    render(<AccountButton initialProfile={null} hasSessionCookie labels={labels} />);
    expect(screen.getByRole("status")).toHaveTextContent(t.loading);
    act(() => sessionStore.set({ status: "signed-in", profile: { ...profile, nickname: "" } }));
    expect(
      await screen.findByRole("button", { name: /Меню аккаунта: demo@example.com/ }),
    ).toBeInTheDocument();
  });

  it("opens a menu with the profile, the settings and logout; Escape closes it", async () => {
    const user = userEvent.setup();
    render(<AccountButton initialProfile={profile} hasSessionCookie labels={labels} />);
    const button = await screen.findByRole("button", { name: /Меню аккаунта/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: t.profile })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: t.settings })).toHaveAttribute("href", "/profile/settings");
    expect(screen.queryByRole("link", { name: t.console })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("a staff member's menu links to the operator console", async () => {
    const user = userEvent.setup();
    render(<AccountButton initialProfile={{ ...profile, isStaff: true }} hasSessionCookie labels={labels} />);
    await user.click(await screen.findByRole("button", { name: /Меню аккаунта/ }));
    expect(screen.getByRole("link", { name: t.console })).toHaveAttribute("href", "/admin");
  });

  it("a guest sent away from a guarded page gets the sign-in dialog, which will lead back there", () => {
    window.history.replaceState(null, "", "/?sign_in=%2Fprofile%2Fsettings");
    render(<AccountButton initialProfile={null} hasSessionCookie={false} labels={labels} />);
    expect(authPopupStore.get()).toBe("sign-in");
    expect(authReturnPathStore.get()).toBe("/profile/settings");
    expect(window.location.search).toBe("");
  });

  it("ignores a return address that is not a path of this site", () => {
    window.history.replaceState(null, "", "/?sign_in=%2F%2Fevil.example");
    render(<AccountButton initialProfile={null} hasSessionCookie={false} labels={labels} />);
    expect(authPopupStore.get()).toBeNull();
    window.history.replaceState(null, "", "/");
  });

  it("logout ends the session, says so and refreshes the page's server parts", async () => {
    const user = userEvent.setup();
    render(<AccountButton initialProfile={profile} hasSessionCookie labels={labels} />);
    await user.click(await screen.findByRole("button", { name: /Меню аккаунта/ }));
    await user.click(screen.getByRole("button", { name: t.logout }));
    expect(logout).toHaveBeenCalled();
    expect(notificationsStore.get().current).toEqual({ type: "success", text: t.loggedOut });
    expect(router.refresh).toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("logout from a profile page goes home", async () => {
    const user = userEvent.setup();
    pathname = "/profile/settings";
    render(<AccountButton initialProfile={profile} hasSessionCookie labels={labels} />);
    await user.click(await screen.findByRole("button", { name: /Меню аккаунта/ }));
    await user.click(screen.getByRole("button", { name: t.logout }));
    expect(router.replace).toHaveBeenCalledWith("/");
  });

  it("turns into «Войти» when the session ends", () => {
    render(<AccountButton initialProfile={profile} hasSessionCookie labels={labels} />);
    act(() => sessionStore.set({ status: "guest", profile: null }));
    expect(screen.getByRole("button", { name: t.signIn })).toBeInTheDocument();
  });
});

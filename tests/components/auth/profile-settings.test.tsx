jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/profile/settings" }));
jest.mock("@/lib/api/auth", () => ({
  ...jest.requireActual("@/lib/api/auth"),
  getSocialAuthUrl: jest.fn(),
  unbindSocial: jest.fn(),
  signIn: jest.fn(),
}));
jest.mock("@/lib/api/users", () => ({ updateMe: jest.fn(), setPassword: jest.fn() }));
jest.mock("@/lib/state/session", () => ({
  ...jest.requireActual("@/lib/state/session"),
  refetchProfile: jest.fn(async () => null),
  setSessionProfile: jest.fn(async () => undefined),
  restartSession: jest.fn(async () => undefined),
}));
jest.mock("@/components/auth/social/leave-for", () => ({ leaveFor: jest.fn() }));

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { leaveFor } from "@/components/auth/social/leave-for";
import { ProfileSettings } from "@/components/profile-settings/profile-settings";
import { getSocialAuthUrl, signIn, unbindSocial, type StampedProfile } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { setPassword, updateMe } from "@/lib/api/users";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import { refetchProfile, sessionStore, setSessionProfile } from "@/lib/state/session";
import { SOCIAL_INTENT_KEY } from "@/lib/state/session-social-intent";
import messages from "@/messages/ru.json";
import { noSocialIds } from "../../helpers/social-ids";

const t = messages.settings;
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);
const toast = () => notificationsStore.get().current;

const profile: StampedProfile = {
  id: 1,
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: null,
  balance: "500.00",
  activePromoCode: null,
  socialIds: { ...noSocialIds, google: "google-uid-1", steam: "76561198000000042" },
  isStaff: false,
  fetchedAt: Date.now(),
};

const row = (name: string) => screen.getByText(name, { selector: "span" }).closest("li")!;

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  sessionStore.set({ status: "unknown", profile: null });
  notificationsStore.set(initialNotificationsState);
});

describe("profile settings", () => {
  it("shows the e-mail and nickname, and every provider with a clear bound or unbound state", () => {
    render(<ProfileSettings initialProfile={profile} />);
    expect(screen.getByLabelText(t.email)).toHaveValue("demo@example.com");
    expect(screen.getByLabelText(t.email)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(t.nickname)).toHaveValue("Демо");

    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    const steam = row("Steam");
    expect(steam).toHaveTextContent(t.bound);
    expect(within(steam).getByText("ID 765611…0042")).toHaveAttribute("title", "76561198000000042");
    expect(within(steam).getByRole("button", { name: "Отвязать Steam" })).toBeInTheDocument();

    const google = row("Google");
    expect(google).toHaveTextContent(t.bound);
    expect(google).toHaveTextContent(t.unbindUnavailable);
    expect(within(google).queryByRole("button")).toBeNull();

    const facebook = row("Facebook");
    expect(facebook).toHaveTextContent(t.unbound);
    expect(facebook).toHaveTextContent(t.bindUnavailable);
    expect(within(facebook).queryByRole("button")).toBeNull();

    for (const name of ["Telegram", "ВКонтакте", "VK ID", "Яндекс ID"]) {
      expect(row(name)).toHaveTextContent(t.unbound);
      expect(within(row(name)).getByRole("button", { name: `Привязать ${name}` })).toBeInTheDocument();
    }
  });

  it("binding leaves for the provider with the intent to bind and to come back here", async () => {
    const user = userEvent.setup();
    mocked(getSocialAuthUrl).mockResolvedValue({
      url: "http://localhost/sandbox/oauth/authorize?provider=vk",
    });
    render(<ProfileSettings initialProfile={profile} />);
    await user.click(screen.getByRole("button", { name: "Привязать ВКонтакте" }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith("http://localhost/sandbox/oauth/authorize?provider=vk"),
    );
    expect(getSocialAuthUrl).toHaveBeenCalledWith({
      provider: "vk",
      redirectUri: "http://localhost/auth/vk/redirect",
    });
    expect(JSON.parse(window.sessionStorage.getItem(SOCIAL_INTENT_KEY)!)).toMatchObject({
      provider: "vk",
      kind: "bind",
      returnTo: "/profile/settings",
    });
  });

  it("a provider that cannot be started is reported in a toast", async () => {
    const user = userEvent.setup();
    mocked(getSocialAuthUrl).mockRejectedValue(
      failure(404, { detail: "Вход через telegram не настроен.", code: "provider_not_configured" }),
    );
    render(<ProfileSettings initialProfile={profile} />);
    await user.click(screen.getByRole("button", { name: "Привязать Telegram" }));
    await waitFor(() => expect(toast()).toEqual({ type: "error", text: "Вход через telegram не настроен." }));
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Привязать Telegram" })).toBeEnabled();
  });

  it("unbinding asks first; cancel changes nothing, confirm unbinds and re-fetches the profile", async () => {
    const user = userEvent.setup();
    mocked(unbindSocial).mockResolvedValue(undefined);
    render(<ProfileSettings initialProfile={profile} />);
    await user.click(screen.getByRole("button", { name: "Отвязать Steam" }));
    let dialog = screen.getByRole("dialog", { name: "Отвязать Steam?" });
    await user.click(within(dialog).getByRole("button", { name: t.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(unbindSocial).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Отвязать Steam" }));
    dialog = screen.getByRole("dialog", { name: "Отвязать Steam?" });
    await user.click(within(dialog).getByRole("button", { name: t.confirmUnbind }));
    await waitFor(() => expect(refetchProfile).toHaveBeenCalled());
    expect(unbindSocial).toHaveBeenCalledWith({ provider: "steam" });
    expect(toast()).toEqual({ type: "success", text: "Аккаунт Steam отвязан." });
  });

  it("a refused unbinding is a toast with the server's words, and the profile is re-fetched anyway", async () => {
    const user = userEvent.setup();
    mocked(unbindSocial).mockRejectedValue(
      failure(400, { nonFieldErrors: ["Это единственный способ входа: сначала задайте пароль."] }),
    );
    render(<ProfileSettings initialProfile={profile} />);
    await user.click(screen.getByRole("button", { name: "Отвязать Steam" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: t.confirmUnbind }));
    await waitFor(() =>
      expect(toast()).toEqual({
        type: "error",
        text: "Это единственный способ входа: сначала задайте пароль.",
      }),
    );
    expect(refetchProfile).toHaveBeenCalled();
  });

  it("follows the session's profile once it changes (e.g. after a binding elsewhere)", () => {
    render(<ProfileSettings initialProfile={profile} />);
    act(() =>
      sessionStore.set({
        status: "signed-in",
        profile: { ...profile, nickname: "Новый", socialIds: { ...profile.socialIds, vk: "vk-7" } },
      }),
    );
    expect(screen.getByLabelText(t.nickname)).toHaveValue("Новый");
    expect(within(row("ВКонтакте")).getByRole("button", { name: "Отвязать ВКонтакте" })).toBeInTheDocument();
  });

  it("leaves for home when the session ends while the page is open", () => {
    render(<ProfileSettings initialProfile={profile} />);
    act(() => sessionStore.set({ status: "guest", profile: null }));
    expect(router.replace).toHaveBeenCalledWith("/");
  });
});

describe("nickname", () => {
  it("is checked like the server does (required, at most 32 characters) before any call", async () => {
    const user = userEvent.setup();
    render(<ProfileSettings initialProfile={profile} />);
    const nickname = screen.getByLabelText(t.nickname);
    await user.clear(nickname);
    await user.type(nickname, "   ");
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(nickname).toHaveAccessibleDescription("Обязательное поле.");
    await user.clear(nickname);
    await user.type(nickname, "x".repeat(33));
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(nickname).toHaveAccessibleDescription(/не более 32 символов/);
    expect(updateMe).not.toHaveBeenCalled();
  });

  it("saves the trimmed nickname, puts the answered profile into the session and says so", async () => {
    const user = userEvent.setup();
    const saved = { ...profile, nickname: "Геймер" };
    mocked(updateMe).mockResolvedValue(saved);
    render(<ProfileSettings initialProfile={profile} />);
    const nickname = screen.getByLabelText(t.nickname);
    await user.clear(nickname);
    await user.type(nickname, "  Геймер ");
    await user.click(screen.getByRole("button", { name: t.save }));
    await waitFor(() => expect(toast()).toEqual({ type: "success", text: t.nicknameSaved }));
    expect(updateMe).toHaveBeenCalledWith({ nickname: "Геймер" });
    expect(setSessionProfile).toHaveBeenCalledWith(saved);
  });

  it("shows the server's field error on the field", async () => {
    const user = userEvent.setup();
    mocked(updateMe).mockRejectedValue(
      failure(400, { nickname: ["Никнейм содержит недопустимые символы."] }),
    );
    render(<ProfileSettings initialProfile={profile} />);
    await user.click(screen.getByRole("button", { name: t.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(t.nickname)).toHaveAccessibleDescription(
        "Никнейм содержит недопустимые символы.",
      ),
    );
  });
});

describe("password", () => {
  const section = () => screen.getByRole("region", { name: t.passwordTitle });

  it("changes it with the current one, then signs this browser in again with the new one", async () => {
    const user = userEvent.setup();
    mocked(setPassword).mockResolvedValue(undefined);
    mocked(signIn).mockResolvedValue({ access: "a", refresh: "r" } as never);
    render(<ProfileSettings initialProfile={profile} />);
    await user.type(within(section()).getByLabelText("Текущий пароль"), "old-secret-1");
    await user.type(within(section()).getByLabelText("Новый пароль"), "Fresh-Secret-42");
    await user.type(within(section()).getByLabelText("Пароль ещё раз"), "Fresh-Secret-42");
    await user.click(within(section()).getByRole("button", { name: t.passwordSubmit }));
    await waitFor(() => expect(toast()).toEqual({ type: "success", text: t.passwordChanged }));
    expect(setPassword).toHaveBeenCalledWith({
      currentPassword: "old-secret-1",
      newPassword: "Fresh-Secret-42",
    });
    expect(signIn).toHaveBeenCalledWith({ email: profile.email, password: "Fresh-Secret-42" });
  });

  it("puts a wrong current password on its field and differing new ones on the repeat", async () => {
    const user = userEvent.setup();
    mocked(setPassword).mockRejectedValue(failure(400, { currentPassword: ["Неверный текущий пароль."] }));
    render(<ProfileSettings initialProfile={profile} />);
    await user.type(within(section()).getByLabelText("Текущий пароль"), "nope");
    await user.type(within(section()).getByLabelText("Новый пароль"), "Fresh-Secret-42");
    await user.type(within(section()).getByLabelText("Пароль ещё раз"), "Fresh-Secret-43");
    await user.click(within(section()).getByRole("button", { name: t.passwordSubmit }));
    expect(await within(section()).findByText("Пароли не совпадают.")).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();
    await user.clear(within(section()).getByLabelText("Пароль ещё раз"));
    await user.type(within(section()).getByLabelText("Пароль ещё раз"), "Fresh-Secret-42");
    await user.click(within(section()).getByRole("button", { name: t.passwordSubmit }));
    expect(await within(section()).findByText("Неверный текущий пароль.")).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});

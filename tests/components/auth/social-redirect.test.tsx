jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/auth/google/redirect" }));
jest.mock("@/lib/api/auth", () => ({
  ...jest.requireActual("@/lib/api/auth"),
  signInWithSocial: jest.fn(),
  bindSocial: jest.fn(),
}));
jest.mock("@/lib/state/session", () => ({
  ...jest.requireActual("@/lib/state/session"),
  restartSession: jest.fn(async () => undefined),
  refetchProfile: jest.fn(async () => null),
}));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SocialRedirect } from "@/components/auth/redirect/social-redirect";
import { bindSocial, signInWithSocial } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import type { SocialProvider } from "@/lib/api/types/auth";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import { refetchProfile, restartSession } from "@/lib/state/session";
import { SOCIAL_INTENT_KEY, rememberSocialIntent } from "@/lib/state/session-social-intent";
import messages from "@/messages/ru.json";

const t = messages.auth;
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);
const toast = () => notificationsStore.get().current;

/** Arrives at /auth/{provider}/redirect with the provider's answer in the address. */
function arrive(provider: SocialProvider, query: string, hash = "") {
  window.history.replaceState(null, "", `/auth/${provider}/redirect${query}${hash}`);
  return render(<SocialRedirect provider={provider} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  notificationsStore.set(initialNotificationsState);
});

describe("social redirect page", () => {
  it("signs in with code, state and this page's address, then returns to where the shopper started", async () => {
    rememberSocialIntent({ provider: "google", kind: "sign-in", returnTo: "/gifts?type=dlc" });
    mocked(signInWithSocial).mockResolvedValue({ access: "a", refresh: "r", isSignedUp: false });
    arrive("google", "?code=the-code&state=the-state");
    expect(screen.getByRole("status")).toHaveTextContent("Завершаем вход через Google…");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/gifts?type=dlc"));
    expect(signInWithSocial).toHaveBeenCalledTimes(1);
    expect(signInWithSocial).toHaveBeenCalledWith(
      {
        provider: "google",
        code: "the-code",
        state: "the-state",
        deviceId: undefined,
        redirectUri: "http://localhost/auth/google/redirect",
        email: undefined,
      },
      {},
    );
    expect(restartSession).toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Вы вошли через Google.");
    expect(toast()).toEqual({ type: "success", text: "Вы вошли через Google." });
    // The one-time code left the address bar; the intent is used up.
    expect(window.location.search).toBe("");
    expect(window.sessionStorage.getItem(SOCIAL_INTENT_KEY)).toBeNull();
  });

  it("posts nothing when the provider's answer carries no state, and says the answer is incomplete", async () => {
    rememberSocialIntent({ provider: "vk", kind: "sign-in", returnTo: "/products" });
    arrive("vk", "?code=vk-code");
    expect(await screen.findByRole("alert")).toHaveTextContent(t.redirect.missing);
    expect(signInWithSocial).not.toHaveBeenCalled();
    expect(bindSocial).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
    // The code still leaves the address bar.
    expect(window.location.search).toBe("");
  });

  it("says when a new account was created, and goes home without a remembered page", async () => {
    mocked(signInWithSocial).mockResolvedValue({ access: "a", refresh: "r", isSignedUp: true });
    arrive("yandex", "?code=c&state=s");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(toast()).toEqual({ type: "success", text: "Аккаунт создан, вы вошли через Яндекс ID." });
  });

  it("never returns to another site, whatever the saved intent says", async () => {
    window.sessionStorage.setItem(
      SOCIAL_INTENT_KEY,
      JSON.stringify({
        provider: "vk",
        kind: "sign-in",
        returnTo: "//evil.example/x",
        startedAt: Date.now(),
      }),
    );
    mocked(signInWithSocial).mockResolvedValue({ access: "a", refresh: "r", isSignedUp: false });
    arrive("vk", "?code=c&state=s");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
  });

  it("shows «Вход отменён» with a way back when the shopper refused, and posts nothing", async () => {
    rememberSocialIntent({ provider: "facebook", kind: "sign-in", returnTo: "/products" });
    arrive("facebook", "?error=access_denied&state=s");
    expect(await screen.findByRole("heading", { name: t.redirect.deniedTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.redirect.back })).toHaveAttribute("href", "/products");
    expect(signInWithSocial).not.toHaveBeenCalled();
  });

  it("treats Steam's cancel as a refusal", async () => {
    arrive("steam", "?openid.mode=cancel&state=s");
    expect(await screen.findByRole("heading", { name: t.redirect.deniedTitle })).toBeInTheDocument();
  });

  it("asks for an e-mail when the provider shared none, and posts the same code again with it", async () => {
    rememberSocialIntent({ provider: "telegram", kind: "sign-in", returnTo: "/feedback" });
    mocked(signInWithSocial)
      .mockRejectedValueOnce(failure(400, { email: ["Сервис входа не сообщил адрес электронной почты."] }))
      .mockRejectedValueOnce(failure(400, { email: ["Этот адрес уже используется другим аккаунтом."] }))
      .mockResolvedValueOnce({ access: "a", refresh: "r", isSignedUp: true });
    const user = userEvent.setup();
    arrive("telegram", "?state=tg-state", "#tgAuthResult=eyJpZCI6MX0");
    expect(await screen.findByRole("heading", { name: t.redirect.emailTitle })).toBeInTheDocument();
    expect(screen.getByText("Сервис входа не сообщил адрес электронной почты.")).toBeInTheDocument();

    const email = screen.getByLabelText(t.fields.email);
    await user.click(screen.getByRole("button", { name: t.redirect.emailSubmit }));
    expect(email).toHaveAccessibleDescription("Обязательное поле.");
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: t.redirect.emailSubmit }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Этот адрес уже используется другим аккаунтом."),
    );

    await user.clear(email);
    await user.type(email, "Fresh@Example.com");
    await user.click(screen.getByRole("button", { name: t.redirect.emailSubmit }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/feedback"));
    const calls = mocked(signInWithSocial).mock.calls.map(([params]) => params);
    expect(calls).toHaveLength(3);
    // Telegram: the widget's tgAuthResult is the code; the same code and state go every time.
    for (const call of calls)
      expect(call).toMatchObject({ provider: "telegram", code: "eyJpZCI6MX0", state: "tg-state" });
    expect(calls.map((c) => c.email)).toEqual([undefined, "taken@example.com", "fresh@example.com"]);
  });

  it("posts Steam's whole answer (openid.* fields) as the code", async () => {
    mocked(signInWithSocial).mockResolvedValue({ access: "a", refresh: "r", isSignedUp: false });
    const query =
      "?state=st&openid.mode=id_res&openid.claimed_id=https%3A%2F%2Fsteamcommunity.com%2Fopenid%2Fid%2F7656";
    arrive("steam", query);
    await waitFor(() => expect(signInWithSocial).toHaveBeenCalled());
    expect(mocked(signInWithSocial).mock.calls[0][0]).toMatchObject({ code: query.slice(1), state: "st" });
  });

  it("passes VK ID's device_id", async () => {
    mocked(signInWithSocial).mockResolvedValue({ access: "a", refresh: "r", isSignedUp: false });
    arrive("vk_id", "?code=c&state=s&device_id=dev-42");
    await waitFor(() => expect(signInWithSocial).toHaveBeenCalled());
    expect(mocked(signInWithSocial).mock.calls[0][0]).toMatchObject({ code: "c", deviceId: "dev-42" });
  });

  it("shows the server's reason for any other failure, with a way back", async () => {
    rememberSocialIntent({ provider: "google", kind: "sign-in", returnTo: "/gifts" });
    mocked(signInWithSocial).mockRejectedValue(
      failure(400, { nonFieldErrors: ["Сессия входа не найдена или устарела. Начните вход заново."] }),
    );
    arrive("google", "?code=c&state=forged");
    expect(await screen.findByRole("heading", { name: "Не удалось войти через Google" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Сессия входа не найдена или устарела.");
    expect(screen.getByRole("link", { name: t.redirect.back })).toHaveAttribute("href", "/gifts");
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("explains an answer without a code instead of posting it", async () => {
    arrive("google", "?state=s");
    expect(await screen.findByRole("alert")).toHaveTextContent(t.redirect.missing);
    expect(signInWithSocial).not.toHaveBeenCalled();
  });

  it("binds when the flow started from the settings, then returns there with the profile re-fetched", async () => {
    rememberSocialIntent({ provider: "steam", kind: "bind", returnTo: "/profile/settings" });
    mocked(bindSocial).mockResolvedValue(undefined);
    arrive("steam", "?code=sandbox-code&state=st");
    expect(screen.getByRole("status")).toHaveTextContent("Привязываем Steam…");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/profile/settings"));
    expect(bindSocial).toHaveBeenCalledWith(
      {
        provider: "steam",
        code: "code=sandbox-code&state=st",
        state: "st",
        deviceId: undefined,
        redirectUri: "http://localhost/auth/steam/redirect",
      },
      {},
    );
    expect(signInWithSocial).not.toHaveBeenCalled();
    expect(refetchProfile).toHaveBeenCalled();
    expect(toast()).toEqual({ type: "success", text: "Аккаунт Steam привязан." });
  });

  it("shows a failed binding with a way back to the settings", async () => {
    rememberSocialIntent({ provider: "vk", kind: "bind", returnTo: "/profile/settings" });
    mocked(bindSocial).mockRejectedValue(
      failure(400, { nonFieldErrors: ["Этот аккаунт ВКонтакте уже привязан к другому пользователю."] }),
    );
    arrive("vk", "?code=c&state=s");
    expect(
      await screen.findByRole("heading", { name: "Не удалось привязать ВКонтакте" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.redirect.backToSettings })).toHaveAttribute(
      "href",
      "/profile/settings",
    );
  });
});

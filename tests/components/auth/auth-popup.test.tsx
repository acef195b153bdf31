jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/gifts" }));
jest.mock("@/lib/api/auth", () => ({
  ...jest.requireActual("@/lib/api/auth"),
  signIn: jest.fn(),
  getSocialAuthUrl: jest.fn(),
}));
jest.mock("@/lib/api/users", () => ({ registerUser: jest.fn(), resetPassword: jest.fn() }));
jest.mock("@/lib/state/session", () => ({
  ...jest.requireActual("@/lib/state/session"),
  restartSession: jest.fn(async () => undefined),
}));
jest.mock("@/components/auth/social/leave-for", () => ({ leaveFor: jest.fn() }));

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthPopup } from "@/components/auth/popup/auth-popup";
import { leaveFor } from "@/components/auth/social/leave-for";
import { forgetAvailableProviders } from "@/components/auth/social/list-available-providers";
import { getSocialAuthUrl, signIn } from "@/lib/api/auth";
import { registerUser, resetPassword } from "@/lib/api/users";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import { restartSession } from "@/lib/state/session";
import { authPopupStore, closeAuthPopup, openAuthPopup } from "@/lib/state/session-popup";
import { useStoreValue } from "@/lib/state/value-store";
import { SOCIAL_INTENT_KEY } from "@/lib/state/session-social-intent";
import messages from "@/messages/ru.json";
import { refusal } from "../helpers/refusal";

const t = messages.auth;
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const failure = refusal;

/** The popup as the host shows it: open while the store holds a view. */
function Host() {
  const view = useStoreValue(authPopupStore);
  return view ? <AuthPopup view={view} onViewChange={authPopupStore.set} onClose={closeAuthPopup} /> : null;
}

function renderPopup(view: "sign-in" | "sign-up" | "forgot-password" = "sign-in") {
  openAuthPopup(view);
  render(<Host />);
  return screen.getByRole("dialog");
}

const toast = () => notificationsStore.get().current;

beforeEach(() => {
  jest.clearAllMocks();
  forgetAvailableProviders();
  notificationsStore.set(initialNotificationsState);
  closeAuthPopup();
  window.sessionStorage.clear();
  // Every provider is offered unless a test says otherwise.
  mocked(getSocialAuthUrl).mockImplementation(async ({ provider }) => ({
    url: `http://localhost/sandbox/oauth/authorize?provider=${provider}`,
  }));
});

describe("auth popup views", () => {
  it("opens on sign in with tabs, and switches to sign up and to the forgotten password", async () => {
    const user = userEvent.setup();
    const dialog = renderPopup();
    expect(within(dialog).getByRole("heading", { name: t.popup.title })).toBeInTheDocument();
    const signInTab = within(dialog).getByRole("tab", { name: t.popup.tabSignIn });
    expect(signInTab).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("tabpanel")).toHaveAccessibleName(t.popup.tabSignIn);
    expect(within(dialog).getByLabelText(t.fields.email)).toHaveAttribute("type", "email");
    expect(within(dialog).getByLabelText(t.fields.password)).toHaveAttribute(
      "autocomplete",
      "current-password",
    );

    await user.click(within(dialog).getByRole("tab", { name: t.popup.tabSignUp }));
    expect(within(dialog).getByRole("tab", { name: t.popup.tabSignUp })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByLabelText(t.fields.passwordRepeat)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: t.signUpSubmit })).toBeInTheDocument();

    // Arrow keys move between the tabs.
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("tab", { name: t.popup.tabSignIn })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await user.click(within(dialog).getByRole("button", { name: t.forgotLink }));
    expect(within(dialog).getByRole("heading", { name: t.popup.titleForgot })).toBeInTheDocument();
    expect(within(dialog).queryByRole("tab")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: t.backToSignIn }));
    expect(within(dialog).getByRole("tab", { name: t.popup.tabSignIn })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("openAuthPopup(view) opens the asked view from anywhere, and Escape closes it", async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openAuthPopup("sign-up"));
    expect(await screen.findByRole("tab", { name: t.popup.tabSignUp })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(authPopupStore.get()).toBeNull();
  });
});

describe("validation before any call", () => {
  it("sign in: both fields are required, and a malformed e-mail is named", async () => {
    const user = userEvent.setup();
    const dialog = renderPopup();
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    const email = within(dialog).getByLabelText(t.fields.email);
    const password = within(dialog).getByLabelText(t.fields.password);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Обязательное поле.");
    expect(password).toHaveAccessibleDescription("Обязательное поле.");
    expect(email).toHaveFocus();
    await user.type(email, "not-an-address");
    await user.type(password, "x");
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    expect(email).toHaveAccessibleDescription("Введите правильный адрес электронной почты.");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sign up: the server's password rules (length, digits only) and the repeated password", async () => {
    const user = userEvent.setup();
    const dialog = renderPopup("sign-up");
    const password = within(dialog).getByLabelText(t.fields.password);
    const repeat = within(dialog).getByLabelText(t.fields.passwordRepeat);
    await user.type(within(dialog).getByLabelText(t.fields.email), "new@example.com");
    await user.type(password, "short1");
    await user.type(repeat, "short1");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    expect(password).toHaveAccessibleDescription(/слишком короткий.*8 символов/);

    await user.clear(password);
    await user.type(password, "1234567890");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    expect(password).toHaveAccessibleDescription("Введённый пароль состоит только из цифр.");

    await user.clear(password);
    await user.type(password, "a".repeat(129));
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    expect(password).toHaveAccessibleDescription("Пароль не может быть длиннее 128 символов.");

    await user.clear(password);
    await user.type(password, "Good-Passphrase-1");
    await user.clear(repeat);
    await user.type(repeat, "Good-Passphrase-2");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    expect(repeat).toHaveAccessibleDescription("Пароли не совпадают.");
    expect(registerUser).not.toHaveBeenCalled();
  });
});

describe("calls and server answers", () => {
  it("signs in, starts the session, refreshes server parts, says so and closes", async () => {
    const user = userEvent.setup();
    mocked(signIn).mockResolvedValue({ access: "a", refresh: "r" });
    const dialog = renderPopup();
    await user.type(within(dialog).getByLabelText(t.fields.email), "  Shopper@Example.com ");
    await user.type(within(dialog).getByLabelText(t.fields.password), "secret-pass");
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(signIn).toHaveBeenCalledWith({ email: "shopper@example.com", password: "secret-pass" });
    expect(restartSession).toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
    expect(toast()).toEqual({ type: "success", text: t.signedIn });
  });

  it("says what to check after a wrong password, in its own words, not the API's", async () => {
    const user = userEvent.setup();
    let reject!: (error: unknown) => void;
    mocked(signIn).mockImplementation(() => new Promise((_, r) => (reject = r)));
    const dialog = renderPopup();
    await user.type(within(dialog).getByLabelText(t.fields.email), "demo@example.com");
    await user.type(within(dialog).getByLabelText(t.fields.password), "wrong-password");
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    const busy = await within(dialog).findByRole("button", { name: t.sending });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    // The code is the answer's header; the body need not repeat it.
    reject(
      failure(
        401,
        { detail: "Не найдено активной учетной записи с указанными данными" },
        "no_active_account",
      ),
    );
    const alert = await within(dialog).findByText(t.errors.wrongCredentials);
    expect(alert).toHaveAttribute("role", "alert");
    expect(within(dialog).getByRole("button", { name: t.signInSubmit })).toBeEnabled();
    expect(restartSession).not.toHaveBeenCalled();
  });

  it("maps DRF field errors onto their fields and non_field_errors above the form", async () => {
    const user = userEvent.setup();
    mocked(registerUser).mockRejectedValue(
      failure(400, {
        email: ["Введите правильный адрес электронной почты."],
        password: ["Введённый пароль слишком похож на адрес электронной почты."],
        nonFieldErrors: ["Попробуйте ещё раз."],
      }),
    );
    const dialog = renderPopup("sign-up");
    await user.type(within(dialog).getByLabelText(t.fields.email), "new@example.com");
    await user.type(within(dialog).getByLabelText(t.fields.password), "Strong-Passphrase-9");
    await user.type(within(dialog).getByLabelText(t.fields.passwordRepeat), "Strong-Passphrase-9");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    const email = within(dialog).getByLabelText(t.fields.email);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Введите правильный адрес электронной почты."),
    );
    expect(within(dialog).getByLabelText(t.fields.password)).toHaveAccessibleDescription(
      "Введённый пароль слишком похож на адрес электронной почты.",
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Попробуйте ещё раз.");
    expect(signIn).not.toHaveBeenCalled();
  });

  // An internationalised address typed in punycode is sent in the one spelling the API keeps (Unicode).
  it.each([
    ["new@example.com", "new@example.com"],
    ["Покупатель@xn--e1afmkfd.xn--p1ai", "покупатель@пример.рф"],
  ])("signs up and signs in at once with the same pair (%s), then says so", async (typed, email) => {
    const user = userEvent.setup();
    mocked(registerUser).mockResolvedValue({ id: 7, email });
    mocked(signIn).mockResolvedValue({ access: "a", refresh: "r" });
    const dialog = renderPopup("sign-up");
    await user.type(within(dialog).getByLabelText(t.fields.email), typed);
    await user.type(within(dialog).getByLabelText(t.fields.password), "Strong-Passphrase-9");
    await user.type(within(dialog).getByLabelText(t.fields.passwordRepeat), "Strong-Passphrase-9");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(registerUser).toHaveBeenCalledWith({ email, password: "Strong-Passphrase-9" });
    expect(signIn).toHaveBeenCalledWith({ email, password: "Strong-Passphrase-9" });
    expect(toast()).toEqual({ type: "success", text: t.signedUp });
  });

  it("explains a sign-up whose sign-in is refused (the address was already registered)", async () => {
    const user = userEvent.setup();
    mocked(registerUser).mockResolvedValue({ id: 7, email: "owner@example.com" });
    mocked(signIn).mockRejectedValue(failure(401, { detail: "Не найдено", code: "no_active_account" }));
    const dialog = renderPopup("sign-up");
    await user.type(within(dialog).getByLabelText(t.fields.email), "owner@example.com");
    await user.type(within(dialog).getByLabelText(t.fields.password), "Strong-Passphrase-9");
    await user.type(within(dialog).getByLabelText(t.fields.passwordRepeat), "Strong-Passphrase-9");
    await user.click(within(dialog).getByRole("button", { name: t.signUpSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(t.signUpSignInFailed);
  });

  it("says the same thing after a reset request whatever the address, and shows outages", async () => {
    const user = userEvent.setup();
    mocked(resetPassword).mockRejectedValueOnce(failure(503, undefined)).mockResolvedValueOnce(undefined);
    const dialog = renderPopup("forgot-password");
    await user.type(within(dialog).getByLabelText(t.fields.email), "anyone@example.com");
    await user.click(within(dialog).getByRole("button", { name: t.forgotSubmit }));
    expect(await within(dialog).findByText(t.errors.network)).toHaveAttribute("role", "alert");
    await user.click(within(dialog).getByRole("button", { name: t.forgotSubmit }));
    const sent = await within(dialog).findByText(t.forgotSent);
    expect(sent).toHaveAttribute("role", "status");
    expect(resetPassword).toHaveBeenLastCalledWith({ email: "anyone@example.com" });
    expect(within(dialog).queryByLabelText(t.fields.email)).toBeNull();
  });

  it("knows wrong credentials by the answer's code only, not by its words", async () => {
    const user = userEvent.setup();
    const words = "Не найдено активной учетной записи с указанными данными";
    mocked(signIn).mockRejectedValue(
      failure(401, { detail: words, code: "no_active_account" }, "token_not_valid"),
    );
    const dialog = renderPopup();
    await user.type(within(dialog).getByLabelText(t.fields.email), "demo@example.com");
    await user.type(within(dialog).getByLabelText(t.fields.password), "whatever");
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(words);
    expect(within(dialog).queryByText(t.errors.wrongCredentials)).toBeNull();
  });

  it("shows a throttled answer's detail (429)", async () => {
    const user = userEvent.setup();
    mocked(signIn).mockRejectedValue(
      failure(429, { detail: "Запрос был проигнорирован. Повторите через 60 с.", code: "throttled" }),
    );
    const dialog = renderPopup();
    await user.type(within(dialog).getByLabelText(t.fields.email), "demo@example.com");
    await user.type(within(dialog).getByLabelText(t.fields.password), "whatever");
    await user.click(within(dialog).getByRole("button", { name: t.signInSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Повторите через 60 с.");
  });
});

describe("social buttons", () => {
  it("offers only the providers the server offers, each named for screen readers", async () => {
    mocked(getSocialAuthUrl).mockImplementation(async ({ provider }) => {
      if (provider === "facebook" || provider === "telegram")
        throw failure(404, { detail: "Вход не настроен.", code: "provider_not_configured" });
      return { url: `http://localhost/sandbox?provider=${provider}` };
    });
    const dialog = renderPopup();
    expect(await within(dialog).findByRole("button", { name: "Войти через Google" })).toBeInTheDocument();
    for (const name of ["Steam", "ВКонтакте", "VK ID", "Яндекс ID"])
      expect(within(dialog).getByRole("button", { name: `Войти через ${name}` })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Войти через Facebook" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Войти через Telegram" })).toBeNull();
    expect(getSocialAuthUrl).toHaveBeenCalledWith({
      provider: "google",
      redirectUri: "http://localhost/auth/google/redirect",
    });
  });

  it("asks for a fresh URL on click, remembers the intent and the page, and leaves for the provider", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/gifts?type=dlc");
    const dialog = renderPopup();
    await user.click(await within(dialog).findByRole("button", { name: "Войти через Яндекс ID" }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith("http://localhost/sandbox/oauth/authorize?provider=yandex"),
    );
    expect(JSON.parse(window.sessionStorage.getItem(SOCIAL_INTENT_KEY)!)).toMatchObject({
      provider: "yandex",
      kind: "sign-in",
      returnTo: "/gifts?type=dlc",
    });
    // Nothing else is kept on the client: no tokens, no code.
    expect(document.cookie).toBe("");
    expect(window.localStorage.length).toBe(0);
  });

  it("shows a toast when the provider cannot be started", async () => {
    const user = userEvent.setup();
    const dialog = renderPopup();
    const button = await within(dialog).findByRole("button", { name: "Войти через Steam" });
    mocked(getSocialAuthUrl).mockRejectedValue(failure(503, undefined));
    await user.click(button);
    await waitFor(() =>
      expect(toast()).toEqual({
        type: "error",
        text: `Не удалось начать вход через Steam: ${t.errors.network}`,
      }),
    );
    expect(leaveFor).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});

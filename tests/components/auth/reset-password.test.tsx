jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/auth/reset-password" }));
jest.mock("@/lib/api/users", () => ({ resetPasswordConfirm: jest.fn() }));

import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvalidResetLink } from "@/components/auth/reset/invalid-reset-link";
import { ResetPasswordForm } from "@/components/auth/reset/reset-password-form";
import { ResponseError } from "@/lib/api/errors";
import { resetPasswordConfirm } from "@/lib/api/users";
import { sessionStore } from "@/lib/state/session";
import { authPopupStore } from "@/lib/state/session-popup";
import messages from "@/messages/ru.json";

const t = messages.auth;
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);

async function submit(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.fields.newPassword), password);
  await user.type(screen.getByLabelText(t.fields.passwordRepeat), repeat);
  await user.click(screen.getByRole("button", { name: t.reset.submit }));
}

beforeEach(() => {
  jest.clearAllMocks();
  authPopupStore.set(null);
  sessionStore.set({ status: "guest", profile: null });
});

describe("reset password page", () => {
  it("sets the new password with the link's uid and token, then offers (and opens) sign in", async () => {
    mocked(resetPasswordConfirm).mockResolvedValue(undefined);
    render(<ResetPasswordForm uid="MTI" token="tok-123" />);
    expect(screen.getByRole("heading", { name: t.reset.title })).toBeInTheDocument();
    await submit("Brand-New-Pass-5");
    expect(await screen.findByRole("heading", { name: t.reset.doneTitle })).toBeInTheDocument();
    expect(resetPasswordConfirm).toHaveBeenCalledWith({
      uid: "MTI",
      token: "tok-123",
      newPassword: "Brand-New-Pass-5",
    });
    expect(authPopupStore.get()).toBe("sign-in");
    act(() => authPopupStore.set(null));
    await userEvent.setup().click(screen.getByRole("button", { name: t.reset.signIn }));
    expect(authPopupStore.get()).toBe("sign-in");
    // Signed in through the popup: on to the store.
    act(() => sessionStore.set({ status: "signed-in", profile: null }));
    expect(router.replace).toHaveBeenCalledWith("/");
  });

  it("says a wrong or used link is no good and offers a new one", async () => {
    mocked(resetPasswordConfirm).mockRejectedValue(
      failure(400, { token: ["Неверный или устаревший токен для данного пользователя."] }),
    );
    render(<ResetPasswordForm uid="MTI" token="used" />);
    await submit("Brand-New-Pass-5");
    expect(await screen.findByRole("alert")).toHaveTextContent(t.reset.badToken);
    await userEvent.setup().click(screen.getByRole("button", { name: t.reset.requestNew }));
    expect(authPopupStore.get()).toBe("forgot-password");
  });

  it("checks the password rules and the repeat, and shows the server's password error on the field", async () => {
    render(<ResetPasswordForm uid="MTI" token="tok" />);
    await submit("12345678");
    expect(screen.getByLabelText(t.fields.newPassword)).toHaveAccessibleDescription(
      "Введённый пароль состоит только из цифр.",
    );
    expect(resetPasswordConfirm).not.toHaveBeenCalled();

    mocked(resetPasswordConfirm).mockRejectedValue(
      failure(400, { newPassword: ["Введённый пароль слишком широко распространён."] }),
    );
    const user = userEvent.setup();
    const password = screen.getByLabelText(t.fields.newPassword);
    const repeat = screen.getByLabelText(t.fields.passwordRepeat);
    await user.clear(password);
    await user.clear(repeat);
    await submit("Rare-Enough-Pass-1");
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription("Введённый пароль слишком широко распространён."),
    );
  });

  it("a link without uid or token offers a new link", async () => {
    render(<InvalidResetLink />);
    expect(screen.getByRole("alert")).toHaveTextContent(t.reset.invalidText);
    await userEvent.setup().click(screen.getByRole("button", { name: t.reset.requestNew }));
    expect(authPopupStore.get()).toBe("forgot-password");
    expect(screen.getByRole("link", { name: t.reset.home })).toHaveAttribute("href", "/");
  });
});

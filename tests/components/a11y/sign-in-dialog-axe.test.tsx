// Issue 13, accessibility of the sign-in dialog: axe finds nothing in each of its views (errors shown too), and the
// social providers' marks keep their white initials at 4.5:1 or more (the colour is inline, so it is checked here).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/",
}));
jest.mock("@/lib/api/auth", () => ({
  ...jest.requireActual("@/lib/api/auth"),
  getSocialAuthUrl: jest.fn(async () => ({ url: "http://localhost/sandbox/oauth/authorize" })),
}));

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthPopup } from "@/components/auth/popup/auth-popup";
import { ProviderIcon } from "@/components/auth/social/provider-icon";
import { SOCIAL_PROVIDERS } from "@/lib/api/types/auth";
import messages from "@/messages/ru.json";
import { axeViolations } from "../helpers/axe-violations";

const t = messages.auth;

/** WCAG's relative luminance of "rgb(r, g, b)" as jsdom reports a colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

it.each(["sign-in", "sign-up", "forgot-password"] as const)(
  "the %s view has no axe violations",
  async (view) => {
    const user = userEvent.setup();
    render(<AuthPopup view={view} onViewChange={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog");
    if (view !== "forgot-password") await within(dialog).findByRole("list");
    expect(await axeViolations(document.body)).toEqual([]);
    // The same with the fields' errors shown (aria-invalid, aria-describedby, the alert).
    const submit = {
      "sign-in": t.signInSubmit,
      "sign-up": t.signUpSubmit,
      "forgot-password": t.forgotSubmit,
    }[view];
    await user.click(within(dialog).getByRole("button", { name: submit }));
    expect(within(dialog).getAllByText("Обязательное поле.").length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
  },
);

it.each(SOCIAL_PROVIDERS)("the %s mark keeps white initials at 4.5:1 or more", (provider) => {
  const { container } = render(<ProviderIcon provider={provider} />);
  const background = luminance((container.firstElementChild as HTMLElement).style.backgroundColor);
  expect((1 + 0.05) / (background + 0.05)).toBeGreaterThanOrEqual(4.5);
});

// Head of the profile: who is signed in, the balance in roubles, the active promo code or a note, settings link.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import { ProfileSummary } from "@/components/profile/profile-summary";

const profile = {
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: "/images/avatars/demo.svg",
  balance: "1250.50",
  activePromoCode: null,
};

describe("ProfileSummary", () => {
  it("shows the nickname as the heading, the e-mail, the balance and the settings link", () => {
    render(<ProfileSummary profile={profile} promoTarget={null} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Демо");
    expect(screen.getByText("demo@example.com")).toBeInTheDocument();
    expect(screen.getByTestId("profile-balance").textContent?.replace(/\s/g, " ")).toBe("1 250,50 ₽");
    expect(screen.getByRole("link", { name: "Настройки профиля" })).toHaveAttribute(
      "href",
      "/profile/settings",
    );
    expect(screen.getByText(/Промокод не активирован/)).toBeInTheDocument();
  });

  it("falls back to the e-mail and an initial when there is no nickname or avatar", () => {
    render(
      <ProfileSummary
        profile={{ ...profile, nickname: " ", avatarImg: null, balance: "0.00" }}
        promoTarget={null}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("demo@example.com");
    expect(screen.getAllByText("demo@example.com")).toHaveLength(1);
    expect(screen.getByText("D")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByTestId("profile-balance").textContent?.replace(/\s/g, " ")).toBe("0 ₽");
  });

  it("shows the active promo code with its percent and what it applies to", () => {
    const { rerender } = render(
      <ProfileSummary
        profile={{
          ...profile,
          activePromoCode: { resourcetype: "PromoCode", code: "WELCOME10", percent: 10, game: 1 },
        }}
        promoTarget={{ kind: "game", title: "PUBG Mobile" }}
      />,
    );
    expect(screen.getByText("WELCOME10")).toBeInTheDocument();
    expect(screen.getByText("−10%")).toBeInTheDocument();
    expect(screen.getByText("на PUBG Mobile")).toBeInTheDocument();
    rerender(
      <ProfileSummary
        profile={{
          ...profile,
          activePromoCode: { resourcetype: "PromoCode", code: "ALL5", percent: 5, game: null },
        }}
        promoTarget={null}
      />,
    );
    expect(screen.getByText("ALL5")).toBeInTheDocument();
    expect(screen.getByText("на любые покупки")).toBeInTheDocument();
  });
});

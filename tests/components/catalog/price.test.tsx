// Prices: decimal strings from the API shown as Russian roubles, exactly, with the old price when discounted.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import { DiscountBadge } from "@/components/catalog/discount-badge";
import { formatPriceKopecks, formatPrice } from "@/lib/money/format-price";
import { pickPrice } from "@/components/catalog/pick-price";
import { PriceTag } from "@/components/catalog/price-tag";

// Intl separates groups and the currency sign with (narrow) no-break spaces.
const plain = (s: string | null | undefined) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats whole roubles without kopecks and with Russian grouping", () => {
    expect(plain(formatPrice("149.00"))).toBe("149 ₽");
    expect(plain(formatPrice("1499.00"))).toBe("1 499 ₽");
    expect(plain(formatPrice("0.00"))).toBe("0 ₽");
  });

  it("keeps kopecks with a decimal comma", () => {
    expect(plain(formatPrice("149.50"))).toBe("149,50 ₽");
    expect(plain(formatPrice("0.1"))).toBe("0,10 ₽");
  });

  it("never rounds through floating point", () => {
    // 2^53 + 1 cannot be a JS number; the string path must keep every digit.
    expect(plain(formatPrice("9007199254740993.99"))).toBe("9 007 199 254 740 993,99 ₽");
  });

  it("passes through what is not a money string", () => {
    expect(formatPrice("n/a")).toBe("n/a");
  });

  it("writes the grouping and the sign with no-break spaces, so a price never wraps", () => {
    expect(formatPrice("1249.00")).toBe("1\u00a0249\u00a0₽");
    expect(formatPrice("2100.23")).toBe("2\u00a0100,23\u00a0₽");
  });

  it("uses the currency's sign, never the code RUB, and the same rules for other currencies", () => {
    expect(formatPrice("5.00")).not.toContain("RUB");
    expect(plain(formatPrice("1126.60", "KZT"))).toBe("1 126,60 KZT");
    expect(plain(formatPrice("1126.00", "KZT"))).toBe("1 126 KZT");
    expect(plain(formatPrice("7.5", "XYZ"))).toBe("7,50 XYZ");
    // A code Intl refuses outright is still written after the number.
    expect(plain(formatPrice("1500.00", "RU"))).toBe("1 500 RU");
  });
});

describe("formatPriceKopecks", () => {
  it("writes integer kopecks as formatPrice does: kopecks only when there are some", () => {
    expect(plain(formatPriceKopecks(124900))).toBe("1 249 ₽");
    expect(plain(formatPriceKopecks(210023))).toBe("2 100,23 ₽");
    expect(plain(formatPriceKopecks(5))).toBe("0,05 ₽");
    expect(plain(formatPriceKopecks(0))).toBe("0 ₽");
    expect(plain(formatPriceKopecks(-14950))).toBe("-149,50 ₽");
    expect(plain(formatPriceKopecks(112660, "KZT"))).toBe("1 126,60 KZT");
  });

  it("refuses what is not whole kopecks", () => {
    expect(() => formatPriceKopecks(1.5)).toThrow(TypeError);
  });
});

describe("pickPrice", () => {
  it("uses the discount price only when it is lower", () => {
    expect(pickPrice("899.00", "809.00")).toEqual({ current: "809.00", old: "899.00" });
    expect(pickPrice("899.00", null)).toEqual({ current: "899.00", old: null });
    expect(pickPrice("899.00", "899.00")).toEqual({ current: "899.00", old: null });
    expect(pickPrice("10.05", "10.5")).toEqual({ current: "10.05", old: null });
  });
});

describe("PriceTag", () => {
  it("shows the current price and strikes the old one", () => {
    render(<PriceTag price="4490.00" discountPrice="4190.00" />);
    const old = screen.getByText((_, el) => el?.tagName === "DEL");
    expect(plain(old.textContent)).toBe("Старая цена: 4 490 ₽");
    expect(plain(screen.getByText(/4\s190/).textContent)).toBe("Цена: 4 190 ₽");
  });

  it("shows a single price without a discount", () => {
    const { container } = render(<PriceTag price="89.00" />);
    expect(container.querySelector("del")).toBeNull();
    expect(plain(container.textContent)).toBe("Цена: 89 ₽");
  });
});

describe("DiscountBadge", () => {
  it("labels the discount and hides a zero one", () => {
    const { rerender, container } = render(<DiscountBadge percent={15} />);
    expect(screen.getByText("−15%")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Скидка 15%")).toHaveClass("visually-hidden");
    rerender(<DiscountBadge percent={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

// Gift and product tiles and detail pages: the shared frame keeps each one's markup (picture, badge, link, price).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("@/components/catalog/gifts/deferred-gift-buy", () => ({ DeferredGiftBuy: () => null }));

import { render } from "@testing-library/react";
import { GiftCard } from "@/components/catalog/gifts/gift-card";
import { ProductCard } from "@/components/catalog/products/product-card";
import { GiftDetail } from "@/components/catalog/gifts/gift-detail";
import { ProductDetail } from "@/components/catalog/products/product-detail";
import type { GiftDetail as Gift, GiftListItem } from "@/components/catalog/gifts/gift-types";
import type { ProductDetail as Product, ProductListItem } from "@/components/catalog/products/product-types";

const gift = {
  id: 7,
  title: "Steam 500",
  logo: "/media/steam.png",
  type: "game",
  region: "ru",
  price: "500.00",
  discountPrice: "450.00",
  discountPercent: 10,
  cashback: "0.00",
  description: "",
  tags: [],
  created: "2026-01-02T00:00:00Z",
} as unknown as Gift & GiftListItem;

const product = {
  id: 3,
  title: "60 UC",
  picture: null,
  price: "99.00",
  discountPrice: null,
  discountPercent: 0,
  isActive: false,
  minQuantity: 1,
  maxQuantity: 5,
  game: { id: 1, title: "PUBG", isActive: true },
} as unknown as Product & ProductListItem;

describe("catalogue cards", () => {
  it("renders a gift tile: cover, badge, type and region, title link, price", () => {
    const { container } = render(<GiftCard gift={gift} />);
    const article = container.querySelector("article")!;
    expect(article.className.trim()).toBe("card");
    expect(article.querySelectorAll("img")).toHaveLength(1);
    expect(article.querySelector("a")!.getAttribute("href")).toBe("/gifts/detalis/7");
    expect(article.querySelector("h2")!.textContent).toBe("Steam 500");
    expect(article.textContent).toContain("−10%");
    const order = Array.from(article.children).map((el) => el.tagName);
    expect(order).toEqual(["SPAN", "P", "H2", "DIV"]);
  });

  it("renders an inactive product tile without a picture and with the unavailable note", () => {
    const { container } = render(<ProductCard product={product} />);
    const article = container.querySelector("article")!;
    expect(article.classList).toContain("inactive");
    expect(article.querySelector("img")).toBeNull();
    expect(article.querySelector("a")!.getAttribute("href")).toBe("/products/details/3");
    expect(article.querySelector("h2")!.classList).toContain("title");
    expect(article.querySelector("div")!.textContent).toContain("Нет в продаже");
    expect(Array.from(article.children).map((el) => el.tagName)).toEqual(["SPAN", "H2", "DIV"]);
  });
});

describe("catalogue detail pages", () => {
  it("frames a gift: breadcrumbs to the gift list, cover, badge, title", () => {
    const { container } = render(<GiftDetail gift={gift} />);
    expect(container.querySelector('a[href="/gifts"]')).not.toBeNull();
    expect(container.querySelector(".cover img")).not.toBeNull();
    expect(container.querySelector("h1")!.textContent).toBe("Steam 500");
    expect(container.querySelector(".info > h1 + ul.chips")).not.toBeNull();
  });

  it("frames a product: breadcrumbs to the product list, an empty square without a picture, title", () => {
    const { container } = render(<ProductDetail product={product} />);
    expect(container.querySelector('a[href="/products"]')).not.toBeNull();
    expect(container.querySelector(".square")).not.toBeNull();
    expect(container.querySelector(".square img")).toBeNull();
    expect(container.querySelector(".info > h1 + p.meta")).not.toBeNull();
  });
});

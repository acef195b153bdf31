// SPEC "prefetch skipped on slow-2g": the storefront's links (catalogue tiles, game tiles, banners, Button with
// href, the last-order offer) hand next/link prefetch={false} on a slow-2g connection, and leave Next's default
// (or their own choice) otherwise. next/link is stood in for to read the prop each link passes it.
const linkProps = new Map<string, Record<string, unknown>>();
jest.mock("next/link", () => ({
  __esModule: true,
  default: function MockLink(
    props: Record<string, unknown> & { href: string; className?: string; children?: React.ReactNode },
  ) {
    linkProps.set(props.href, props);
    return (
      <a href={props.href} className={props.className}>
        {props.children}
      </a>
    );
  },
}));
jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));
jest.mock("@/lib/api/orders", () => ({ listOrders: jest.fn() }));

import { act, render, screen } from "@testing-library/react";
import type React from "react";
import { BannerSlide, type BannerImages } from "@/components/catalog/banners/banner-slide";
import { CatalogCard } from "@/components/catalog/catalog-card";
import { EmptyState } from "@/components/catalog/empty-state";
import { GameCard } from "@/components/catalog/games/game-card";
import type { GameListItem } from "@/components/catalog/games/game-list-item";
import { LastOrderPopup } from "@/components/game/last-order-popup";
import { Button } from "@/components/ui/button";
import { listOrders } from "@/lib/api/orders";
import { setConnection } from "./helpers/set-connection";

const game = {
  id: 1,
  title: "PUBG Mobile",
  logo: "/media/pubg.png",
  discountPercent: 10,
  productPreviewName: "UC",
  productPreviewIcon: null,
} as unknown as GameListItem;

const banner: BannerImages = {
  title: "PUBG",
  description: "",
  backgroundDesktop: "/images/banners/pubg-bg-desktop.svg",
  backgroundTablet: "/images/banners/pubg-bg-tablet.svg",
  backgroundMobile: "/images/banners/pubg-bg-mobile.svg",
  foregroundDesktop: "/images/banners/pubg-fg-desktop.svg",
  foregroundTablet: "/images/banners/pubg-fg-tablet.svg",
  foregroundMobile: "/images/banners/pubg-fg-mobile.svg",
};

const picture = {
  src: null,
  frameClassName: "frame",
  className: "cover",
  width: 200,
  height: 200,
  sizes: "200px",
};

/** Each storefront link, rendered alone: the href its next/link receives. */
const links: Array<[string, () => React.ReactElement, string]> = [
  [
    "a catalogue card",
    () => (
      <CatalogCard
        href="/gifts/detalis/7"
        title="Steam 500"
        picture={picture}
        isEager={false}
        discountPercent={0}
        price="500.00"
      />
    ),
    "/gifts/detalis/7",
  ],
  ["a game card", () => <GameCard game={game} />, "/games/1"],
  [
    "a banner",
    () => <BannerSlide banner={banner} href="/games/1" ctaLabel="Купить" isFirst={false} />,
    "/games/1",
  ],
  [
    "a Button with href",
    () => (
      <Button href="/gifts" variant="secondary">
        Подарки
      </Button>
    ),
    "/gifts",
  ],
  [
    "an empty list's way back",
    () => <EmptyState title="Ничего" resetHref="/products" resetLabel="Сбросить" />,
    "/products",
  ],
];

beforeEach(() => {
  linkProps.clear();
});

afterAll(() => setConnection(undefined));

describe.each(links)("%s", (_name, element, href) => {
  it("does not prefetch on slow-2g", () => {
    setConnection("slow-2g");
    render(element());
    expect(linkProps.get(href)?.prefetch).toBe(false);
  });

  it.each([
    ["4g", "4g"],
    ["3g", "3g"],
    ["2g", "2g"],
    ["an unknown connection", undefined],
  ])("keeps Next's default prefetch on %s", (_label, type) => {
    setConnection(type);
    render(element());
    expect(linkProps.has(href)).toBe(true);
    expect(linkProps.get(href)?.prefetch).toBeUndefined();
  });
});

describe("Button with href", () => {
  it("keeps its look, its own prefetch choice and its other props on a fast connection", () => {
    setConnection("4g");
    render(
      <Button href="/orders/abc/pay" size="xs" prefetch={false} scroll={false}>
        Оплатить
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Оплатить" });
    expect(link.className).toMatch(/size-xs/);
    expect(linkProps.get("/orders/abc/pay")).toMatchObject({
      prefetch: false,
      scroll: false,
      "data-size": "xs",
    });
  });

  it("overrides an explicit prefetch on slow-2g", () => {
    setConnection("slow-2g");
    render(
      <Button href="/gifts" prefetch={true}>
        Подарки
      </Button>,
    );
    expect(linkProps.get("/gifts")?.prefetch).toBe(false);
  });
});

describe("the last-order offer", () => {
  const order = {
    hash: "h1",
    total: "267.00",
    resourcetype: "PubgOrder",
    game: { id: 1, title: "PUBG Mobile" },
    orderProducts: [{ quantity: 1, product: { title: "60 UC" } }],
  };

  async function renderOffer() {
    jest.mocked(listOrders).mockResolvedValue({ results: [order] } as never);
    render(<LastOrderPopup gameId={1} isSignedIn isHidden={false} />);
    await act(async () => {});
    return screen.getByRole("link", { name: "Повторить" });
  }

  it("repeats the order without prefetching it on slow-2g", async () => {
    setConnection("slow-2g");
    await renderOffer();
    expect(linkProps.get("/games/1?repeat=h1")).toMatchObject({ prefetch: false, scroll: false });
  });

  it("keeps Next's default prefetch on 4g", async () => {
    setConnection("4g");
    await renderOffer();
    expect(linkProps.get("/games/1?repeat=h1")?.prefetch).toBeUndefined();
  });
});

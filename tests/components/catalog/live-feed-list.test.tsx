jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
// The live feed island: placeholders until the public API answers, then the purchases; an empty feed and a
// failed first load say so; the purchases are asked for through the public read (no API client, no session).
jest.mock("@/lib/api/live-feed-public", () => ({ readLiveFeed: jest.fn() }));

import { act, render, screen } from "@testing-library/react";
import { LiveFeedList } from "@/components/catalog/live-feed/live-feed-list";
import { FEED_SIZE } from "@/components/catalog/live-feed/live-feed-placeholder";
import { readLiveFeed } from "@/lib/api/live-feed-public";
import type { LiveFeedOrder } from "@/lib/api/types/order";
import messages from "@/messages/ru.json";

const mocked = readLiveFeed as jest.Mock;
const labels = messages.liveFeed;

const order = (over: Partial<LiveFeedOrder> = {}): LiveFeedOrder => ({
  status: "done",
  created: new Date(Date.now() - 5 * 60_000).toISOString(),
  total: "1290.50",
  user: { obscuredNickname: "Ал***й", avatarImg: null },
  game: { title: "PUBG Mobile", logo: "/logo.svg", isActive: true },
  orderProducts: [{ quantity: 2, product: { title: "60 UC", picture: "/p.svg" } }],
  gift: null,
  ...over,
});

beforeEach(() => mocked.mockReset());

it("shows placeholders of the items' size until the purchases arrive, then the purchases", async () => {
  let answer!: (page: unknown) => void;
  mocked.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const { container } = render(<LiveFeedList labels={labels} />);
  expect(screen.getByRole("status")).toHaveTextContent(labels.loading);
  expect(container.querySelectorAll("li")).toHaveLength(FEED_SIZE);
  expect(mocked).toHaveBeenCalledWith(FEED_SIZE, expect.any(AbortSignal));

  await act(async () =>
    answer({
      count: 2,
      results: [
        order(),
        order({ user: null, gift: { title: "Кулон", logo: "/g.svg" }, game: null, orderProducts: [] }),
      ],
    }),
  );
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  const items = screen.getAllByRole("listitem");
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent("Ал***й");
  expect(items[0]).toHaveTextContent("PUBG Mobile · 60 UC × 2");
  expect(items[0]).toHaveTextContent("1 290,50 ₽");
  expect(items[0]).toHaveTextContent("5 минут назад");
  expect(items[1]).toHaveTextContent(`${labels.guest}`);
  expect(items[1]).toHaveTextContent(`Кулон · ${labels.gift}`);
});

it("says the feed is quiet when there is nothing to show", async () => {
  mocked.mockResolvedValue({ count: 0, results: [] });
  render(<LiveFeedList labels={labels} />);
  expect(await screen.findByText(labels.empty)).toBeInTheDocument();
});

it("says it could not load the purchases when the first answer fails", async () => {
  mocked.mockRejectedValue(new Error("offline"));
  render(<LiveFeedList labels={labels} />);
  expect(await screen.findByText(labels.failed)).toBeInTheDocument();
});

it("shows a buyer's avatar through the image optimizer, at 1x and 2x", async () => {
  mocked.mockResolvedValue({
    count: 1,
    results: [order({ user: { obscuredNickname: "Ал***й", avatarImg: "/media/avatars/a.png" } })],
  });
  const { container } = render(<LiveFeedList labels={labels} />);
  await screen.findByText("Ал***й");
  const img = container.querySelector("img")!;
  expect(img.getAttribute("src")).toBe("/_next/image?url=%2Fmedia%2Favatars%2Fa.png&w=48&q=75");
  expect(img.getAttribute("srcset")).toContain("w=96&q=75 2x");
  expect(img).toHaveAttribute("alt", "");
});

// Issue 26: a gift page's buy island is no part of the page's first load. The server renders its button in line,
// disabled but looking ready (a click before the island is live would be lost); hydration keeps that markup, and
// once the island's chunk has come the same button is live: it opens the buy dialog from the keyboard too.
jest.mock("next-intl", () => jest.requireActual("../../helpers/next-intl-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeferredGiftBuy } from "@/components/catalog/gifts/deferred-gift-buy";
import { GiftBuyIsland } from "@/components/catalog/gifts/gift-buy-island";
import { deferredIsland } from "@/components/layout/deferred-island";

// React's own roots, not Testing Library's: act() is told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const gift = { id: 8, title: "Hades II", price: "1499.00", discountPrice: "1299.00" };
const BUY = "Купить «Hades II»";

it("renders the buy button in line on the server, disabled until the island is live", () => {
  const Server = deferredIsland(async () => GiftBuyIsland, GiftBuyIsland);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Server gift={gift} />);
  expect(container.innerHTML).not.toContain("<!--$");
  const button = within(container).getByRole("button", { name: BUY });
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent("Купить");
});

it("keeps the server's button through hydration, then the live island opens the dialog from the keyboard", async () => {
  const Server = deferredIsland(async () => GiftBuyIsland, GiftBuyIsland);
  const serverHtml = renderToString(<Server gift={gift} />);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverButton = container.querySelector("button");
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});

  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <DeferredGiftBuy gift={gift} />);
  });
  // The island's chunk comes after hydration: until then the server's own button stays, disabled.
  const live = await waitFor(() => {
    const button = screen.getByRole("button", { name: BUY });
    expect(button).toBeEnabled();
    return button;
  });
  expect(serverButton!.isConnected).toBe(false);
  // The same button, only live: its name and text as the server wrote them, in the same place.
  expect(live.getAttribute("aria-label")).toBe(serverButton!.getAttribute("aria-label"));
  expect(live.textContent).toBe(serverButton!.textContent);
  expect(container.firstElementChild!.firstElementChild!.firstElementChild).toBe(live);

  const user = userEvent.setup();
  live.focus();
  await user.keyboard("{Enter}");
  expect(await screen.findByRole("dialog", { name: "Покупка «Hades II»" })).toBeVisible();
  expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
  act(() => root.unmount());
  container.remove();
  errors.mockRestore();
});

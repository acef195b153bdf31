// Issue 10: the storefront does not sell more PUBG UC than the codes in stock. A product without codes stays on
// the game page, marked "Нет в наличии", with its quantity control disabled; a product with a few codes left
// cannot be raised past them, and a saved cart is cut down to the stock.
import "./checkout-mocks";
import { screen, waitFor } from "@testing-library/react";
import type { PubgGame } from "@/lib/api/types/game";
import { increase, decrease, quantityOf, renderCheckout, resetState, saveCart } from "./checkout-harness";
import { restoreOrder } from "@/components/game/restore-order";
import { line, oldPubgOrder, pubgGame, pubgProducts } from "./game-fixtures";

/** 60 UC has no codes, 325 UC has two (its maximum is 10), the others as many as they can take. */
const stocked: PubgGame = {
  ...pubgGame,
  products: pubgGame.products.map((p) => ({
    ...p,
    inStock: p.title === "60 UC" ? 0 : p.title === "325 UC" ? 2 : 50,
  })),
};

const rowOf = (title: string) => quantityOf(title).closest("li") as HTMLElement;

beforeEach(() => resetState());

it("shows a product without codes as out of stock, still listed, with its controls disabled", async () => {
  renderCheckout(stocked);
  await waitFor(() => expect(increase("325 UC")).toBeEnabled());
  expect(rowOf("60 UC")).toHaveTextContent("Нет в наличии");
  expect(quantityOf("60 UC")).toBeDisabled();
  expect(increase("60 UC")).toBeDisabled();
  expect(decrease("60 UC")).toBeDisabled();
  expect(rowOf("325 UC")).not.toHaveTextContent("Нет в наличии");
  expect(screen.getAllByText("Нет в наличии")).toHaveLength(1);
});

it("stops the amount at the codes in stock", async () => {
  const { user } = renderCheckout(stocked);
  await waitFor(() => expect(increase("325 UC")).toBeEnabled());
  expect(rowOf("325 UC")).toHaveTextContent("от 1 до 2 шт.");
  await user.click(increase("325 UC"));
  await user.click(increase("325 UC"));
  expect(quantityOf("325 UC")).toHaveValue("2");
  expect(increase("325 UC")).toBeDisabled();
  await user.clear(quantityOf("325 UC"));
  await user.type(quantityOf("325 UC"), "9{Enter}");
  expect(quantityOf("325 UC")).toHaveValue("2");
});

it("cuts a saved cart down to the stock and drops what is out of stock", async () => {
  saveCart({ [stocked.id]: { 1: 3, 2: 7 } });
  renderCheckout(stocked);
  await waitFor(() => expect(quantityOf("325 UC")).toHaveValue("2"));
  expect(quantityOf("60 UC")).toHaveValue("0");
});

it("leaves products without a stock figure (other kinds) as they were", async () => {
  const { user } = renderCheckout(pubgGame);
  await waitFor(() => expect(increase("325 UC")).toBeEnabled());
  for (let i = 0; i < 3; i++) await user.click(increase("325 UC"));
  expect(quantityOf("325 UC")).toHaveValue("3");
  expect(screen.queryByText("Нет в наличии")).toBeNull();
});

it("repeats an old order only within the stock", () => {
  const old = { ...oldPubgOrder, orderProducts: [line(pubgProducts[0], 3), line(pubgProducts[1], 5)] };
  expect(restoreOrder(stocked, old)?.amounts).toEqual({ 2: 2 });
});

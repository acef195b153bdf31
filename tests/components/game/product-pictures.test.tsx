// A game's product pictures come rendered from the server page (next/image's attributes), so the checkout island
// ships none of next/image's code (issue 13, first-load JS); a product the page did not render, such as one a
// repeated order reloaded, still shows its picture, as the file it is.
import "./checkout-mocks";
import { screen } from "@testing-library/react";
import { renderCheckout, resetState } from "./checkout-harness";
import { pubgGame, pubgProducts } from "./game-fixtures";

beforeEach(resetState);

const rowOf = (title: string) => screen.getByText(title).closest("li")!;

describe("product pictures on the game page", () => {
  it("shows the picture the server rendered for a product", () => {
    const [first] = pubgProducts;
    renderCheckout(pubgGame, { productPictures: { [first.id]: <span data-testid="server-picture" /> } });
    const row = rowOf(first.title);
    expect(row.querySelector("[data-testid=server-picture]")).not.toBeNull();
    expect(row.querySelector("img")).toBeNull();
  });

  it("shows the product's own file, lazily, when the server rendered none for it", () => {
    const [first, second] = pubgProducts;
    renderCheckout(pubgGame, { productPictures: { [first.id]: <span /> } });
    const picture = rowOf(second.title).querySelector("img")!;
    expect(picture).toHaveAttribute("src", second.picture);
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("width", "56");
  });

  it("shows nothing for a product without a picture", () => {
    const game = { ...pubgGame, products: pubgGame.products.map((p) => ({ ...p, picture: "" })) };
    renderCheckout(game);
    expect(rowOf(pubgProducts[0].title).querySelector("img")).toBeNull();
  });
});

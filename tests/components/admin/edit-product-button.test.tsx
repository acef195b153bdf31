// The catalogue's product editor: the PATCH handler's own zod body refuses a malformed price under its field
// before anything is sent; a price typed with a comma goes out as roubles and kopecks, an emptied discount as none;
// the API's refusal lands under its field and the dialog stays open.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const updateProduct = jest.fn();
jest.mock("@/lib/api/admin-catalogue", () => ({
  updateProduct: (...args: unknown[]) => updateProduct(...args),
}));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditProductButton, type EditableProduct } from "@/components/admin/edit-product-button";
import { ResponseError } from "@/lib/api/errors";

const pubg: EditableProduct = {
  id: 9,
  title: "1800 UC",
  price: "1990.00",
  discountPrice: "1890.00",
  minQuantity: 1,
  maxQuantity: 10,
  isActive: true,
  lowStockThreshold: 5,
};

async function open(product = pubg) {
  const user = userEvent.setup();
  render(<EditProductButton product={product} />);
  await user.click(screen.getByRole("button", { name: "Изменить" }));
  return user;
}

const save = () => screen.getByRole("button", { name: "Сохранить" });

describe("EditProductButton", () => {
  beforeEach(() => {
    updateProduct.mockReset();
    refresh.mockReset();
  });

  it("refuses a malformed price under its field and sends nothing", async () => {
    const user = await open();
    const price = screen.getByLabelText("Цена, ₽");
    await user.clear(price);
    await user.type(price, "ab");
    await user.click(save());
    await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Введите сумму в рублях, например 149 или 149.50.")).toBeInTheDocument();
    expect(updateProduct).not.toHaveBeenCalled();
  });

  it("sends a comma price as kopecks and an emptied discount as none, then closes and reloads", async () => {
    updateProduct.mockResolvedValueOnce({});
    const user = await open();
    await user.clear(screen.getByLabelText("Цена, ₽"));
    await user.type(screen.getByLabelText("Цена, ₽"), "1777,00");
    await user.clear(screen.getByLabelText(/^Цена со скидкой/));
    await user.click(save());
    expect(updateProduct).toHaveBeenCalledWith(9, {
      title: "1800 UC",
      price: "1777.00",
      discountPrice: null,
      minQuantity: 1,
      maxQuantity: 10,
      isActive: true,
      lowStockThreshold: 5,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it("has no low-stock field for a product that is not PUBG's and sends none", async () => {
    updateProduct.mockResolvedValueOnce({});
    const user = await open({ ...pubg, discountPrice: null, lowStockThreshold: null });
    expect(screen.queryByLabelText("Порог запаса кодов")).not.toBeInTheDocument();
    await user.click(save());
    expect(updateProduct).toHaveBeenCalledWith(9, expect.not.objectContaining({ lowStockThreshold: 5 }));
    expect(updateProduct.mock.calls[0][1]).not.toHaveProperty("lowStockThreshold");
  });

  it("shows the API's refusal under its field and keeps the dialog open", async () => {
    updateProduct.mockRejectedValueOnce(
      // As the client reads every refusal: camelCased.
      new ResponseError({ status: 400 } as Response, {
        discountPrice: ["Цена со скидкой должна быть меньше обычной цены."],
      }),
    );
    const user = await open();
    await user.click(save());
    expect(await screen.findByText("Цена со скидкой должна быть меньше обычной цены.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Цена со скидкой/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});

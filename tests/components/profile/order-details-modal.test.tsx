// The order history dialog: opens from the card with the order's full details and closes again.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderDetailsButton } from "@/components/profile/orders/order-details-button";
import { pubgOrder, steamOrder, supplyOrder } from "./order-fixtures";

describe("order details dialog", () => {
  it("opens named by the order number with its lines, line statuses and codes, and closes on Escape", async () => {
    const user = userEvent.setup();
    render(<OrderDetailsButton order={pubgOrder} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "Подробнее о заказе №101" });
    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Заказ №101" });
    expect(dialog).toHaveTextContent("PUBG Mobile");
    expect(dialog).toHaveTextContent("demo@example.com");
    const lines = within(within(dialog).getByRole("region", { name: "Состав заказа" })).getAllByRole(
      "listitem",
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("660 UC");
    expect(lines[0]).toHaveTextContent("1 шт. × 809 ₽");
    expect(within(lines[0]).getByText("Выполнено")).toBeInTheDocument();
    expect(within(lines[1]).getByText("Возвращено")).toBeInTheDocument();
    expect(
      within(lines[1]).getByRole("button", { name: "Копировать код MQJC-9L32-LSN8-6SGN" }),
    ).toBeInTheDocument();
    // The codes are listed under their lines only, not twice.
    expect(within(dialog).getAllByText("KMUT-4ETM-WBKJ-BNBG")).toHaveLength(1);
    expect(within(dialog).getByRole("link", { name: "Страница заказа" })).toHaveAttribute(
      "href",
      `/orders/${pubgOrder.hash}/details`,
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("shows a failed order's reject reason and fields, and a Steam top-up without its per-rouble line", async () => {
    const user = userEvent.setup();
    render(
      <>
        <OrderDetailsButton order={supplyOrder} />
        <OrderDetailsButton order={steamOrder} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Подробнее о заказе №104" }));
    let dialog = screen.getByRole("dialog", { name: "Заказ №104" });
    expect(dialog).toHaveTextContent("Причина отказа: Игрок с таким ID не найден");
    expect(dialog).toHaveTextContent("Europe");
    expect(within(dialog).getByText("Неверные данные")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Закрыть" }));

    await user.click(screen.getByRole("button", { name: "Подробнее о заказе №103" }));
    dialog = screen.getByRole("dialog", { name: "Заказ №103" });
    expect(dialog).toHaveTextContent("demo_gamer");
    expect(within(dialog).queryByRole("region", { name: "Состав заказа" })).toBeNull();
  });
});

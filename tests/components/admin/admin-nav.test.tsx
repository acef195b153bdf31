// The console's sections: every group lists its sections with their Russian labels and paths, and the current
// section is marked (the dashboard only on /admin itself, another section on its own pages too).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
let pathname = "/admin";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

import { render, screen, within } from "@testing-library/react";
import { AdminNav } from "@/components/admin/admin-nav";

const linksOf = (group: string) =>
  within(screen.getByRole("list", { name: group }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("AdminNav", () => {
  it("lists each group's sections with their labels and paths", () => {
    render(<AdminNav />);
    expect(linksOf("Работа")).toEqual([
      ["Сводка", "/admin"],
      ["Заказы", "/admin/orders"],
      ["Очередь Standoff", "/admin/standoff"],
      ["Покупатели", "/admin/users"],
      ["Отзывы", "/admin/feedback"],
    ]);
    expect(linksOf("Каталог")).toEqual([
      ["Игры", "/admin/games"],
      ["Товары", "/admin/products"],
      ["Подарки", "/admin/gifts"],
      ["Коды PUBG", "/admin/stock"],
      ["Промокоды", "/admin/promo"],
      ["Контент", "/admin/content"],
    ]);
    expect(linksOf("Настройки")).toEqual([
      ["Оплата", "/admin/payments"],
      ["Безопасность", "/admin/security"],
      ["Журнал действий", "/admin/audit"],
    ]);
  });

  it("marks the dashboard on /admin only, and a section on its own pages", () => {
    pathname = "/admin/orders/12";
    const { rerender } = render(<AdminNav />);
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("Заказы");
    pathname = "/admin";
    rerender(<AdminNav />);
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("Сводка");
  });
});

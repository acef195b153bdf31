// The history section: tabs for all orders and the last 24 hours, the status filter, empty states and the
// pager, all driven by the URL (?page=, ?status=, ?view=recent).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: mockPush }) }));

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderHistory } from "@/components/profile/orders/order-history";
import { buildProfileHref, parseProfileSearch } from "@/components/profile/profile-search";
import { everyKind } from "./order-fixtures";

const mockPush = jest.fn();
beforeEach(() => mockPush.mockReset());

const all = { page: 1, status: null, view: "all" } as const;

describe("OrderHistory", () => {
  it("lists the orders with a count, the tabs and a pager that keeps the filter", () => {
    render(<OrderHistory orders={everyKind} count={63} totalPages={2} search={{ ...all, status: "done" }} />);
    expect(screen.getByRole("heading", { level: 2, name: "История заказов" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(screen.getByText("63 заказа")).toBeInTheDocument();
    const tabs = within(screen.getByRole("navigation", { name: "Какие заказы показать" }));
    expect(tabs.getByRole("link", { name: "Все заказы" })).toHaveAttribute("aria-current", "page");
    expect(tabs.getByRole("link", { name: "За последние 24 часа" })).toHaveAttribute(
      "href",
      "/profile?view=recent",
    );
    const pager = within(screen.getByRole("navigation", { name: "Постраничная навигация" }));
    expect(pager.getByText("Страница 1 из 2")).toBeInTheDocument();
    expect(pager.getByRole("link", { name: /Вперёд/ })).toHaveAttribute(
      "href",
      "/profile?status=done&page=2",
    );
    expect(screen.getByLabelText("Статус")).toHaveValue("done");
  });

  it("marks the last-24-hours tab and keeps the view in the filter form and pager", () => {
    render(
      <OrderHistory
        orders={everyKind}
        count={60}
        totalPages={2}
        search={{ page: 2, status: null, view: "recent" }}
      />,
    );
    expect(screen.getByRole("link", { name: "За последние 24 часа" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: /Назад/ })).toHaveAttribute("href", "/profile?view=recent");
    const form = screen.getByRole("form", { name: "Фильтр заказов" });
    expect(form).toHaveAttribute("action", "/profile");
    expect(form.querySelector("input[type=hidden][name=view]")).toHaveValue("recent");
  });

  it("applies a chosen status at once, on page 1, and hides the now-useless submit button", async () => {
    const user = userEvent.setup();
    render(<OrderHistory orders={everyKind} count={63} totalPages={2} search={{ ...all, page: 2 }} />);
    expect(screen.getByRole("form", { name: "Фильтр заказов" })).toHaveAttribute("data-enhanced", "true");
    await user.selectOptions(screen.getByLabelText("Статус"), "Отклонён");
    expect(mockPush).toHaveBeenLastCalledWith("/profile?status=failed", { scroll: false });
    await user.selectOptions(screen.getByLabelText("Статус"), "Все статусы");
    expect(mockPush).toHaveBeenLastCalledWith("/profile", { scroll: false });
  });

  it.each([
    [all, "Заказов пока нет", "Выбрать игру", "/"],
    [
      { ...all, status: "failed" as const },
      "Нет заказов с таким статусом",
      "Показать все статусы",
      "/profile",
    ],
    [
      { ...all, view: "recent" as const },
      "За последние 24 часа заказов не было",
      "Показать все заказы",
      "/profile",
    ],
  ])("shows an empty state that fits the filter (%j)", (search, title, action, href) => {
    render(<OrderHistory orders={[]} count={0} totalPages={1} search={search} />);
    expect(screen.getByRole("status")).toHaveTextContent(title);
    expect(screen.getByRole("link", { name: action })).toHaveAttribute("href", href);
    expect(screen.queryByRole("navigation", { name: "Постраничная навигация" })).toBeNull();
  });
});

describe("profile URL state", () => {
  it("reads page, status and view, ignoring unknown values", () => {
    expect(parseProfileSearch({})).toEqual({ page: 1, status: null, view: "all" });
    expect(parseProfileSearch({ page: "2", status: "failed", view: "recent" })).toEqual({
      page: 2,
      status: "failed",
      view: "recent",
    });
    expect(parseProfileSearch({ status: "lost", view: "week" })).toEqual({
      page: 1,
      status: null,
      view: "all",
    });
    expect(parseProfileSearch({ page: ["3", "4"] }).page).toBe(3);
    for (const page of ["0", "-1", "1.5", "abc", "", "9999999"])
      expect(parseProfileSearch({ page }).page).toBeNull();
  });

  it("builds canonical links, leaving defaults out", () => {
    expect(buildProfileHref({})).toBe("/profile");
    expect(buildProfileHref({ page: 1, status: null, view: "all" })).toBe("/profile");
    expect(buildProfileHref({ page: 3, status: "sent", view: "recent" })).toBe(
      "/profile?view=recent&status=sent&page=3",
    );
  });
});

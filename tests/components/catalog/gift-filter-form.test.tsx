// Gift filters: the URL they build (what a shopper can bookmark or share) and the form's instant apply.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildGiftsHref } from "@/components/catalog/gifts/build-gifts-href";
import { GiftFilterForm } from "@/components/catalog/gifts/gift-filter-form";
import { normalizeGiftFilters } from "@/components/catalog/gifts/gift-filter-options";

beforeEach(() => push.mockReset());

describe("buildGiftsHref", () => {
  it("puts filters in the query and the page in the path", () => {
    expect(buildGiftsHref({ type: "dlc", region: "ru" })).toBe("/gifts?type=dlc&region=ru");
    expect(buildGiftsHref({ type: "dlc", region: "ru" }, 2)).toBe("/gifts/2?type=dlc&region=ru");
    expect(buildGiftsHref({}, 3)).toBe("/gifts/3");
    expect(buildGiftsHref({})).toBe("/gifts");
  });

  it("encodes search text and the discounted toggle", () => {
    expect(buildGiftsHref({ search: "Elden Ring & DLC", isDiscounted: true, ordering: "-price" })).toBe(
      "/gifts?search=Elden+Ring+%26+DLC&discounted=1&ordering=-price",
    );
  });

  it("leaves the default ordering out so one filter set has one URL", () => {
    expect(buildGiftsHref(normalizeGiftFilters({ ordering: "-created", type: "game" }))).toBe(
      "/gifts?type=game",
    );
  });
});

describe("normalizeGiftFilters", () => {
  it("ignores values the catalogue does not know", () => {
    expect(
      normalizeGiftFilters({
        type: "skin",
        region: "mars",
        ordering: "random",
        discounted: "maybe",
        search: "   ",
      }),
    ).toEqual({
      type: undefined,
      region: undefined,
      isDiscounted: undefined,
      search: undefined,
      ordering: undefined,
    });
  });

  it("keeps known values", () => {
    expect(
      normalizeGiftFilters({
        type: "edition",
        region: "ru_cis",
        discounted: "1",
        search: " gta ",
        ordering: "title",
      }),
    ).toEqual({
      type: "edition",
      region: "ru_cis",
      isDiscounted: true,
      search: "gta",
      ordering: "title",
    });
  });
});

describe("GiftFilterForm", () => {
  it("is a GET form to /gifts that shows the current filters", () => {
    const { container } = render(<GiftFilterForm filters={{ type: "dlc", region: "ru" }} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/gifts");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByLabelText("Тип")).toHaveValue("dlc");
    expect(screen.getByLabelText("Регион")).toHaveValue("ru");
    expect(screen.getByLabelText("Сортировка")).toHaveValue("-created");
    expect(screen.getByRole("checkbox", { name: "Только со скидкой" })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Сбросить" })).toHaveAttribute("href", "/gifts");
  });

  it("offers the regions with Russian labels", () => {
    render(<GiftFilterForm filters={{}} />);
    const options = Array.from((screen.getByLabelText("Регион") as HTMLSelectElement).options).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(["Все регионы", "СНГ", "Россия", "Россия и СНГ", "Весь мир"]);
    expect(screen.queryByRole("link", { name: "Сбросить" })).not.toBeInTheDocument();
  });

  it("applies a changed select at once, keeping the other filters and going back to page 1", async () => {
    const user = userEvent.setup();
    render(<GiftFilterForm filters={{ type: "dlc", region: "ru" }} />);
    await user.selectOptions(screen.getByLabelText("Регион"), "world");
    expect(push).toHaveBeenLastCalledWith("/gifts?type=dlc&region=world", { scroll: false });
    await user.selectOptions(screen.getByLabelText("Сортировка"), "price");
    expect(push).toHaveBeenLastCalledWith("/gifts?type=dlc&region=world&ordering=price", { scroll: false });
  });

  it("applies the discounted toggle", async () => {
    const user = userEvent.setup();
    render(<GiftFilterForm filters={{}} />);
    await user.click(screen.getByRole("checkbox", { name: "Только со скидкой" }));
    expect(push).toHaveBeenLastCalledWith("/gifts?discounted=1", { scroll: false });
  });

  it("applies the search on submit, not while typing", async () => {
    const user = userEvent.setup();
    render(<GiftFilterForm filters={{ region: "cis" }} />);
    const search = screen.getByRole("searchbox", { name: "Поиск" });
    await user.type(search, "Atomic Heart");
    fireEvent.change(search);
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Показать" }));
    expect(push).toHaveBeenCalledWith("/gifts?search=Atomic+Heart&region=cis", { scroll: false });
  });
});

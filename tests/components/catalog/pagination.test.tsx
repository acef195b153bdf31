// Pager links: page 1 is the bare path, later pages live in the path, and filters ride along in the query;
// the same pager with "page N of M" between back and forward for the long lists.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen, within } from "@testing-library/react";
import { buildPageHref } from "@/components/catalog/build-page-href";
import { listPageNumbers } from "@/components/layout/list-page-numbers";
import { Pager } from "@/components/layout/pager";
import { parsePageParam } from "@/components/catalog/parse-page-param";

describe("buildPageHref", () => {
  it("builds home, list and filtered page URLs", () => {
    expect(buildPageHref("/", 1)).toBe("/");
    expect(buildPageHref("/", 2)).toBe("/2");
    expect(buildPageHref("/products", 1)).toBe("/products");
    expect(buildPageHref("/products/", 3)).toBe("/products/3");
    expect(buildPageHref("/", 2, { search: "pubg" })).toBe("/2?search=pubg");
    expect(buildPageHref("/gifts", 1, { type: "dlc", region: undefined, search: "" })).toBe(
      "/gifts?type=dlc",
    );
  });
});

describe("listPageNumbers", () => {
  it("shows the ends, the neighbours of the current page and gaps", () => {
    expect(listPageNumbers(1, 1)).toEqual([]);
    expect(listPageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(listPageNumbers(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    // A gap of one page shows the page itself rather than "…".
    expect(listPageNumbers(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  });
});

describe("parsePageParam", () => {
  it("accepts plain positive integers only", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    for (const bad of ["0", "-1", "02", "1.5", "abc", "1e3", "", "9999999"])
      expect(parsePageParam(bad)).toBeNull();
  });
});

describe("Pager, numbered (the catalogue)", () => {
  it("renders nothing for a single page", () => {
    const { container } = render(
      <Pager look="numbers" page={1} totalPages={1} hrefFor={(p) => buildPageHref("/products", p)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("links every page, marks the current one and keeps the filters", () => {
    const query = { type: "dlc", region: "ru" };
    render(
      <Pager look="numbers" page={2} totalPages={3} hrefFor={(p) => buildPageHref("/gifts", p, query)} />,
    );
    const nav = screen.getByRole("navigation", { name: "Страницы" });
    expect(within(nav).getByRole("link", { name: "Страница 1" })).toHaveAttribute(
      "href",
      "/gifts?type=dlc&region=ru",
    );
    expect(within(nav).getByRole("link", { name: "Страница 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Страница 3" })).toHaveAttribute(
      "href",
      "/gifts/3?type=dlc&region=ru",
    );
    expect(within(nav).getByRole("link", { name: "Предыдущая страница" })).toHaveAttribute(
      "href",
      "/gifts?type=dlc&region=ru",
    );
    expect(within(nav).getByRole("link", { name: "Следующая страница" })).toHaveAttribute(
      "href",
      "/gifts/3?type=dlc&region=ru",
    );
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const hrefFor = (p: number) => buildPageHref("/", p);
    const { rerender } = render(<Pager look="numbers" page={1} totalPages={4} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Предыдущая страница" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Следующая страница" })).toHaveAttribute("href", "/2");
    rerender(<Pager look="numbers" page={4} totalPages={4} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Предыдущая страница" })).toHaveAttribute("href", "/3");
    expect(screen.queryByRole("link", { name: "Следующая страница" })).not.toBeInTheDocument();
  });
});

describe("Pager, steps (order history, reviews)", () => {
  const hrefFor = (p: number) => `/feedback?page=${p}`;

  it("says which page of how many, between back and forward", () => {
    const { rerender } = render(<Pager page={2} totalPages={3} hrefFor={hrefFor} />);
    const nav = within(screen.getByRole("navigation", { name: "Постраничная навигация" }));
    expect(nav.getByText("Страница 2 из 3")).toBeInTheDocument();
    expect(nav.getByRole("link", { name: /Назад/ })).toHaveAttribute("href", "/feedback?page=1");
    expect(nav.getByRole("link", { name: /Вперёд/ })).toHaveAttribute("href", "/feedback?page=3");
    rerender(<Pager page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /Вперёд/ })).not.toBeInTheDocument();
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pager page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });
});

jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BUTTON_SIZES, Button } from "@/components/ui/button";
import { render as renderWithIntl } from "@testing-library/react";

describe("Button", () => {
  it("defaults to size m, type button and the primary look", () => {
    renderWithIntl(<Button>Купить</Button>);
    const button = screen.getByRole("button", { name: "Купить" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-size", "m");
    expect(button.className).toMatch(/size-m/);
    expect(button.className).toMatch(/primary/);
  });

  it.each(BUTTON_SIZES)("renders size %s", (size) => {
    renderWithIntl(<Button size={size}>Кнопка</Button>);
    const button = screen.getByRole("button", { name: "Кнопка" });
    expect(button).toHaveAttribute("data-size", size);
    expect(button.className).toMatch(new RegExp(`size-${size}\\b`));
  });

  it("supports exactly the sizes xl, l, m, s, xs, xxs", () => {
    expect([...BUTTON_SIZES]).toEqual(["xl", "l", "m", "s", "xs", "xxs"]);
  });

  it("renders a link when given href", () => {
    renderWithIntl(
      <Button href="/gifts" variant="secondary" size="s">
        Подарки
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Подарки" });
    expect(link).toHaveAttribute("href", "/gifts");
    expect(link.className).toMatch(/secondary/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("calls onClick and respects disabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderWithIntl(<Button onClick={onClick}>Оплатить</Button>);
    await user.click(screen.getByRole("button", { name: "Оплатить" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Оплатить
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Оплатить" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

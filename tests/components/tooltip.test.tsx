import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tooltip } from "@/components/ui/tooltip";

describe("Tooltip", () => {
  it("is placed on top by default and hidden until hovered", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Комиссия платёжной системы">
        <button type="button">?</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "?" });
    expect(trigger.parentElement).toHaveAttribute("data-placement", "top");
    expect(screen.queryByRole("tooltip")).toBeNull();

    await user.hover(trigger);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Комиссия платёжной системы");
    await user.unhover(trigger);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows on keyboard focus, describes the trigger and hides on Escape and blur", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Подсказка" placement="bottom">
          <button type="button">Инфо</button>
        </Tooltip>
        <button type="button">Дальше</button>
      </>,
    );
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Инфо" });
    expect(trigger).toHaveFocus();
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveTextContent("Подсказка");
    expect(trigger).toHaveAccessibleDescription("Подсказка");
    expect(trigger.parentElement).toHaveAttribute("data-placement", "bottom");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("renders HTML content", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip html="Скидка <strong>10%</strong> до <em>пятницы</em>">
        <span>значок</span>
      </Tooltip>,
    );
    await user.hover(screen.getByText("значок"));
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.querySelector("strong")).toHaveTextContent("10%");
    expect(tooltip.querySelector("em")).toHaveTextContent("пятницы");
  });

  it("makes plain-text triggers focusable", async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Объяснение">текст</Tooltip>);
    await user.tab();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Объяснение");
  });
});

jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import { FullScreenSpinner } from "@/components/ui/full-screen-spinner";
import { Spinner } from "@/components/ui/spinner";
import { Truncate } from "@/components/ui/truncate";
import messages from "@/messages/ru.json";

describe("Truncate", () => {
  it("truncates to one line by default and keeps the full text in the title", () => {
    render(<Truncate>Очень длинное название подарочного издания</Truncate>);
    const el = screen.getByText("Очень длинное название подарочного издания");
    expect(el).toHaveAttribute("data-lines", "1");
    expect(el).toHaveAttribute("title", "Очень длинное название подарочного издания");
    expect(el.className).toMatch(/single/);
  });

  it("clamps to the given number of lines through a CSS variable", () => {
    render(
      <Truncate lines={3} as="p">
        Описание
      </Truncate>,
    );
    const el = screen.getByText("Описание");
    expect(el.tagName).toBe("P");
    expect(el).toHaveAttribute("data-lines", "3");
    expect(el.style.getPropertyValue("--truncate-lines")).toBe("3");
    expect(el.className).toMatch(/multi/);
  });
});

describe("Spinner", () => {
  it("announces loading with the default label", () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent(messages.common.loading);
  });

  it("full-screen variant covers the page and accepts a label", () => {
    render(<FullScreenSpinner label="Готовим оплату" />);
    expect(screen.getByTestId("full-screen-spinner")).toContainElement(screen.getByRole("status"));
    expect(screen.getByRole("status")).toHaveTextContent("Готовим оплату");
  });
});

// A titled section is a region named by its title, whatever element carries the title.
import { render, screen } from "@testing-library/react";
import { TitledSection } from "@/components/ui/titled-section";

describe("TitledSection", () => {
  it("is a region named by its heading", () => {
    render(
      <TitledSection title="Сводка" className="card" titleClassName="title">
        <p>Содержимое</p>
      </TitledSection>,
    );
    const region = screen.getByRole("region", { name: "Сводка" });
    expect(region).toHaveClass("card");
    expect(screen.getByRole("heading", { level: 2, name: "Сводка" })).toHaveClass("title");
    expect(region).toHaveTextContent("Содержимое");
  });

  it("takes another heading level or a paragraph as its title", () => {
    render(
      <>
        <TitledSection title="Расчёт" as="h3">
          <p>—</p>
        </TitledSection>
        <TitledSection title="Прошлый заказ" as="p">
          <p>—</p>
        </TitledSection>
      </>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Расчёт" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Прошлый заказ" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Прошлый заказ" })).toBeNull();
  });
});

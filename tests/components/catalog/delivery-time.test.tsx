// The delivery-time block on game and gift pages, and the review card's verified mark: hidden without a figure,
// durations in Russian words with the right plural, rounded up to the unit shown.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen, within } from "@testing-library/react";
import { DeliveryTimeBlock } from "@/components/catalog/delivery-time/delivery-time-block";
import { durationParts } from "@/components/catalog/delivery-time/duration-parts";
import { ReviewCard } from "@/components/reviews/review-card";

describe("durationParts", () => {
  it("picks the largest readable unit and rounds up, never below a second", () => {
    expect(durationParts(0)).toEqual({ unit: "seconds", count: 1 });
    expect(durationParts(45)).toEqual({ unit: "seconds", count: 45 });
    expect(durationParts(95)).toEqual({ unit: "seconds", count: 95 });
    expect(durationParts(120)).toEqual({ unit: "minutes", count: 2 });
    expect(durationParts(121)).toEqual({ unit: "minutes", count: 3 });
    expect(durationParts(3_599)).toEqual({ unit: "minutes", count: 60 });
    expect(durationParts(3_601)).toEqual({ unit: "hours", count: 2 });
    expect(durationParts(47 * 3_600)).toEqual({ unit: "hours", count: 47 });
    expect(durationParts(50 * 3_600)).toEqual({ unit: "days", count: 3 });
  });
});

describe("DeliveryTimeBlock", () => {
  it("renders nothing without a figure", () => {
    const { container } = render(<DeliveryTimeBlock figure={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names the median, the 95th percentile and the orders they come from", () => {
    render(<DeliveryTimeBlock figure={{ orders: 12, medianSeconds: 95, p95Seconds: 410 }} />);
    const block = screen.getByRole("region", { name: "Скорость доставки" });
    expect(within(block).getByText(/^По 12 заказам за последние 30 дней/)).toBeInTheDocument();
    const [median, p95] = within(block).getAllByRole("definition");
    expect(median).toHaveTextContent("за 95 секунд");
    expect(p95).toHaveTextContent("за 7 минут или быстрее");
    expect(
      within(block)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["Обычно", "95% заказов"]);
  });

  it("uses Russian plurals for each unit", () => {
    const { rerender } = render(
      <DeliveryTimeBlock figure={{ orders: 21, medianSeconds: 1, p95Seconds: 22 }} />,
    );
    expect(
      screen.getByText("По 21 заказу за последние 30 дней, от оплаты до выполнения"),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "за 1 секунду",
      "за 22 секунды или быстрее",
    ]);
    rerender(<DeliveryTimeBlock figure={{ orders: 5, medianSeconds: 3_600, p95Seconds: 5 * 86_400 }} />);
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "за 1 час",
      "за 5 дней или быстрее",
    ]);
  });
});

describe("ReviewCard", () => {
  const review = { id: 1, text: "Быстро", rating: 5, created: "2026-05-12T12:00:00Z" };

  it("marks a verified purchase with its order's own delivery time", () => {
    render(<ReviewCard review={{ ...review, isVerifiedPurchase: true, deliverySeconds: 130 }} />);
    expect(screen.getByText("✓ Проверенная покупка")).toBeInTheDocument();
    expect(screen.getByText("доставлено за 3 минуты")).toBeInTheDocument();
  });

  it("shows no mark for an order the store did not deliver, and no time without a timeline", () => {
    const { rerender } = render(
      <ReviewCard review={{ ...review, isVerifiedPurchase: false, deliverySeconds: null }} />,
    );
    expect(screen.queryByText(/Проверенная покупка/)).toBeNull();
    rerender(<ReviewCard review={{ ...review, isVerifiedPurchase: true, deliverySeconds: null }} />);
    expect(screen.getByText("✓ Проверенная покупка")).toBeInTheDocument();
    expect(screen.queryByText(/доставлено за/)).toBeNull();
  });
});

// Sending a review from the order page: validation, success, and server refusals that keep the text.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("@/lib/api/feedback", () => ({ createFeedback: jest.fn() }));

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FeedbackSection } from "@/components/order-page/feedback-section";
import { createFeedback } from "@/lib/api/feedback";
import { ResponseError } from "@/lib/api/errors";

const create = createFeedback as jest.MockedFunction<typeof createFeedback>;
const failure = (status: number, body: unknown) =>
  new ResponseError({ status, headers: new Map() } as unknown as Response, body);

function setup() {
  const user = userEvent.setup();
  render(<FeedbackSection orderId={101} initialState={{ kind: "form" }} />);
  const region = screen.getByRole("region", { name: "Отзыв о заказе" });
  const text = within(region).getByLabelText("Текст отзыва");
  const submit = () => user.click(within(region).getByRole("button", { name: "Отправить отзыв" }));
  return { user, region, text, submit };
}

beforeEach(() => create.mockReset());

describe("review form", () => {
  it("asks for a rating and a text before sending anything", async () => {
    const { user, region, text, submit } = setup();
    await submit();
    expect(region).toHaveTextContent("Поставьте оценку от 1 до 5 звёзд.");
    expect(region).toHaveTextContent("Обязательное поле.");
    expect(create).not.toHaveBeenCalled();

    await user.type(text, "   ");
    await user.click(within(region).getByRole("radio", { name: "4 из 5" }));
    await submit();
    expect(region).toHaveTextContent("Обязательное поле.");
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the stars and the trimmed text, then thanks and links to every review", async () => {
    create.mockResolvedValue({
      id: 9,
      order: 101,
      isVerifiedPurchase: true,
      deliverySeconds: 42,
      rating: 5,
      text: "Быстро",
      created: "2026-05-12T12:00:00Z",
    });
    const { user, region, text, submit } = setup();
    await user.click(within(region).getByRole("radio", { name: "5 из 5" }));
    expect(within(region).getByRole("radio", { name: "5 из 5" })).toBeChecked();
    await user.type(text, "  Быстро  ");
    await submit();

    expect(create).toHaveBeenCalledWith({ order: 101, rating: 5, text: "Быстро" });
    expect(await within(region).findByText("Спасибо за отзыв!")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Все отзывы" })).toHaveAttribute("href", "/feedback");
    expect(within(region).queryByRole("textbox")).toBeNull();
    // The keyboard lands on the news, not on the page's top.
    expect(within(region).getByRole("status")).toHaveFocus();
  });

  it("shows the server's refusal above the form and keeps the typed text and stars", async () => {
    create.mockRejectedValueOnce(
      failure(400, { nonFieldErrors: ["Отзыв можно оставить только о выполненном заказе."] }),
    );
    const { user, region, text, submit } = setup();
    await user.click(within(region).getByRole("radio", { name: "3 из 5" }));
    await user.type(text, "Нормально");
    await submit();

    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "Отзыв можно оставить только о выполненном заказе.",
    );
    expect(text).toHaveValue("Нормально");
    expect(within(region).getByRole("radio", { name: "3 из 5" })).toBeChecked();
  });

  it("puts a field error on its field, and explains a 404 and a network failure", async () => {
    create
      .mockRejectedValueOnce(failure(400, { text: ["Нулевые символы недопустимы."] }))
      .mockRejectedValueOnce(failure(404, { detail: "Заказ не найден.", code: "not_found" }))
      .mockRejectedValueOnce(new TypeError("offline"));
    const { user, region, text, submit } = setup();
    await user.click(within(region).getByRole("radio", { name: "2 из 5" }));
    await user.type(text, "Долго ждал");

    await submit();
    expect(await within(region).findByText("Нулевые символы недопустимы.")).toBeInTheDocument();
    expect(text).toHaveAttribute("aria-invalid", "true");

    await submit();
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "Оставить отзыв может только покупатель, вошедший в аккаунт, с которого сделан заказ.",
    );

    await submit();
    expect(await within(region).findByRole("alert")).toHaveTextContent("Нет связи с сервером.");
    expect(text).toHaveValue("Долго ждал");
  });

  it("turns into “already reviewed” when the server refuses a second review", async () => {
    create.mockRejectedValueOnce(
      failure(400, { nonFieldErrors: ["Отзыв об этом заказе уже оставлен."], code: "already_reviewed" }),
    );
    const { user, region, text, submit } = setup();
    await user.click(within(region).getByRole("radio", { name: "5 из 5" }));
    await user.type(text, "Ещё раз");
    await submit();

    expect(await within(region).findByText("Отзыв уже оставлен")).toBeInTheDocument();
    expect(region).toHaveTextContent("О каждом заказе можно оставить один отзыв.");
    expect(within(region).queryByRole("textbox")).toBeNull();
  });
});

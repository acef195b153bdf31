// The game's FAQ on its page: each question a native disclosure (keyboard and screen reader for free), its answer
// kept as the operator typed it (line breaks too), and no section at all for a game without one.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GameFaq } from "@/components/game/game-faq";

const items = [
  { id: 2, text: "Как активировать код UC?", answer: "Откройте страницу активации.\nВставьте код." },
  { id: 1, text: "Нужно ли сообщать пароль?", answer: "Нет." },
];

describe("GameFaq", () => {
  it("lists the questions in the given order under a named section, answers folded", () => {
    render(<GameFaq items={items} />);
    const section = screen.getByRole("region", { name: "Частые вопросы" });
    const questions = Array.from(section.querySelectorAll("summary")).map((s) => s.textContent);
    expect(questions).toEqual(["Как активировать код UC?", "Нужно ли сообщать пароль?"]);
    expect(section.querySelectorAll("details[open]")).toHaveLength(0);
  });

  // The keyboard's Enter on a summary is the browser's own (checked in Chromium by tests/e2e/catalogue.spec.ts).
  it("opens a question and shows its answer with its line breaks", async () => {
    render(<GameFaq items={items} />);
    const summary = screen.getByText("Как активировать код UC?");
    await userEvent.setup().click(summary);
    expect(summary.closest("details")).toHaveAttribute("open");
    expect(summary.closest("details")!.querySelector("p")!.textContent).toBe(items[0].answer);
  });

  it("renders nothing for a game without questions", () => {
    const { container } = render(<GameFaq items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

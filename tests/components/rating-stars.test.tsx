// Stars are one image named by their label, filled to the rating (clamped to 0-5), in two elements whatever the
// rating: a page of reviews stays light to hydrate.
import { render, screen } from "@testing-library/react";
import { RatingStars } from "@/components/ui/rating-stars";

describe("RatingStars", () => {
  it("is one image named by its label, filled to the rating", () => {
    const { container } = render(<RatingStars rating={3.5} label="Оценка 3,5 из 5" />);
    const image = screen.getByRole("img", { name: "Оценка 3,5 из 5" });
    expect(image.children).toHaveLength(1);
    expect(image.firstElementChild).toHaveStyle({ width: "70%" });
    expect(container.querySelectorAll("*")).toHaveLength(2);
  });

  it("clamps a rating outside 0-5", () => {
    const { rerender } = render(<RatingStars rating={7} label="много" />);
    expect(screen.getByRole("img").firstElementChild).toHaveStyle({ width: "100%" });
    rerender(<RatingStars rating={-1} label="мало" />);
    expect(screen.getByRole("img").firstElementChild).toHaveStyle({ width: "0%" });
  });
});

// Carousel: buttons move between slides (wrapping), dots jump, autoplay advances but pauses on hover and
// for shoppers who prefer reduced motion.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { BannerCarousel } from "@/components/catalog/banners/banner-carousel";

const labels = {
  region: "Акции",
  previous: "Предыдущий слайд",
  next: "Следующий слайд",
  pause: "Остановить прокрутку",
  play: "Запустить прокрутку",
  slides: ["1 из 3", "2 из 3", "3 из 3"],
  goTo: ["Слайд 1", "Слайд 2", "Слайд 3"],
};
const slides = ["Первый", "Второй", "Третий"].map((title) => (
  <a key={title} href="#">
    {title}
  </a>
));

const scrollTo = jest.fn();
let reduceMotion = false;

beforeEach(() => {
  scrollTo.mockReset();
  reduceMotion = false;
  Object.defineProperty(HTMLElement.prototype, "scrollTo", { configurable: true, value: scrollTo });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1000 });
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduceMotion && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

afterEach(() => jest.useRealTimers());

const current = () =>
  screen
    .getAllByRole("button", { name: /^Слайд/ })
    .findIndex((b) => b.getAttribute("aria-current") === "true");

it("moves to the next and previous slide, wrapping at the ends", () => {
  render(<BannerCarousel slides={slides} labels={labels} />);
  expect(current()).toBe(0);
  fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000, behavior: "smooth" });
  expect(current()).toBe(1);
  fireEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
  fireEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2000, behavior: "smooth" });
  expect(current()).toBe(2);
  fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
  expect(current()).toBe(0);
});

it("jumps to a slide from its dot and hides the others from assistive technology", () => {
  render(<BannerCarousel slides={slides} labels={labels} />);
  fireEvent.click(screen.getByRole("button", { name: "Слайд 3" }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2000, behavior: "smooth" });
  expect(screen.getByRole("group", { name: "3 из 3" })).toHaveTextContent("Третий");
  const hidden = screen
    .getAllByRole("group", { hidden: true })
    .filter((g) => g.closest("li")?.getAttribute("aria-hidden") === "true");
  expect(hidden.map((g) => g.textContent)).toEqual(["Первый", "Второй"]);
});

it("autoplays, pauses while hovered and stops with the pause button", () => {
  jest.useFakeTimers();
  render(<BannerCarousel slides={slides} labels={labels} intervalMs={5000} />);
  act(() => jest.advanceTimersByTime(5000));
  expect(current()).toBe(1);

  const region = screen.getByRole("region", { name: "Акции" });
  fireEvent.mouseEnter(region);
  act(() => jest.advanceTimersByTime(15000));
  expect(current()).toBe(1);
  fireEvent.mouseLeave(region);
  act(() => jest.advanceTimersByTime(5000));
  expect(current()).toBe(2);

  fireEvent.click(screen.getByRole("button", { name: "Остановить прокрутку" }));
  act(() => jest.advanceTimersByTime(20000));
  expect(current()).toBe(2);
  expect(screen.getByRole("button", { name: "Запустить прокрутку" })).toBeInTheDocument();
});

it("does not autoplay or animate for reduced motion", () => {
  reduceMotion = true;
  jest.useFakeTimers();
  render(<BannerCarousel slides={slides} labels={labels} intervalMs={5000} />);
  act(() => jest.advanceTimersByTime(20000));
  expect(current()).toBe(0);
  expect(screen.getByRole("button", { name: "Запустить прокрутку" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000, behavior: "auto" });
});

it("shows no controls for a single banner", () => {
  render(<BannerCarousel slides={slides.slice(0, 1)} labels={labels} />);
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

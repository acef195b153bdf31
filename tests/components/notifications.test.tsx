import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationHost } from "@/components/notifications/notification-host";
import { useNotify } from "@/components/notifications/use-notify";
import {
  RESTART_DELAY_MS,
  initialNotificationsState,
  notificationsStore,
  notify,
} from "@/lib/state/notifications";
import messages from "@/messages/ru.json";

/** What the root layout hands the host (its server part reads the same messages). */
const labels = messages.notifications;

const toast = () => screen.queryByTestId("notification");
const endAnimation = () => act(() => void fireEvent.animationEnd(screen.getByTestId("notification")));

beforeEach(() => {
  notificationsStore.set(initialNotificationsState);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("notifications", () => {
  it("renders inside a polite live region and is empty at first", () => {
    const { container } = render(<NotificationHost labels={labels} />);
    const region = container.querySelector("[aria-live]");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(toast()).toBeNull();
  });

  it("shows a notification with its type and text", () => {
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "success", text: "Заказ оплачен" }));
    expect(toast()).toHaveTextContent("Заказ оплачен");
    expect(toast()).toHaveAttribute("data-type", "success");
    expect(toast()).toHaveTextContent("Успешно");
  });

  it("queues a different notification while one shows, then shows it when the animation ends", () => {
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "success", text: "Первое" }));
    act(() => notify({ type: "error", text: "Второе" }));
    act(() => notify({ type: "warning", text: "Третье" }));
    expect(toast()).toHaveTextContent("Первое");
    expect(screen.queryByText("Второе")).toBeNull();

    endAnimation();
    expect(toast()).toHaveTextContent("Второе");
    expect(toast()).toHaveAttribute("data-type", "error");

    endAnimation();
    expect(toast()).toHaveTextContent("Третье");
  });

  it("treats same text with another type as a different notification", () => {
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "success", text: "Готово" }));
    act(() => notify({ type: "error", text: "Готово" }));
    expect(notificationsStore.get().queue).toEqual([{ type: "error", text: "Готово" }]);
  });

  it("restarts the animation of an identical notification after a 10 ms delay instead of queueing it", () => {
    jest.useFakeTimers();
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "warning", text: "Проверьте почту" }));
    const first = screen.getByTestId("notification");
    expect(first.className).toMatch(/animated/);

    act(() => notify({ type: "warning", text: "Проверьте почту" }));
    // The animation is stopped first...
    expect(screen.getByTestId("notification").className).toMatch(/paused/);
    expect(notificationsStore.get().queue).toHaveLength(0);

    act(() => jest.advanceTimersByTime(RESTART_DELAY_MS - 1));
    expect(screen.getByTestId("notification").className).toMatch(/paused/);

    // ...and replayed from the start 10 ms later on a fresh element.
    act(() => jest.advanceTimersByTime(1));
    const restarted = screen.getByTestId("notification");
    expect(restarted.className).toMatch(/animated/);
    expect(restarted).not.toBe(first);
    expect(restarted).toHaveTextContent("Проверьте почту");
    expect(RESTART_DELAY_MS).toBe(10);
  });

  it("shows the next queued notification when the close icon is clicked", async () => {
    const user = userEvent.setup();
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "error", text: "Ошибка оплаты" }));
    act(() => notify({ type: "success", text: "Промокод активирован" }));
    await user.click(screen.getByRole("button", { name: "Закрыть уведомление" }));
    expect(toast()).toHaveTextContent("Промокод активирован");
  });

  it("hides when the animation ends or the close icon is clicked and nothing is queued", async () => {
    const user = userEvent.setup();
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "success", text: "Один" }));
    endAnimation();
    expect(toast()).toBeNull();

    act(() => notify({ type: "success", text: "Два" }));
    await user.click(screen.getByRole("button", { name: "Закрыть уведомление" }));
    expect(toast()).toBeNull();
  });

  it("ignores animation ends bubbling from child elements", () => {
    render(<NotificationHost labels={labels} />);
    act(() => notify({ type: "success", text: "Не закрывай" }));
    act(() => void fireEvent.animationEnd(screen.getByText("Не закрывай")));
    expect(toast()).toHaveTextContent("Не закрывай");
  });

  it("useNotify pushes through the same store", async () => {
    const user = userEvent.setup();
    function Trigger() {
      const push = useNotify();
      return (
        <button type="button" onClick={() => push({ type: "warning", text: "Из хука" })}>
          Показать
        </button>
      );
    }
    render(
      <>
        <Trigger />
        <NotificationHost labels={labels} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Показать" }));
    expect(toast()).toHaveTextContent("Из хука");
  });
});

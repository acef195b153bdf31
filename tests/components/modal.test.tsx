jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";

function Harness({ onClose }: { onClose?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Открыть
      </button>
      <Modal
        isOpen={isOpen}
        title="Подтверждение"
        onClose={() => {
          onClose?.();
          setIsOpen(false);
        }}
      >
        <input aria-label="Почта" />
        <button type="button">Готово</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is an accessible modal dialog named by its title", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Открыть" }));
    const dialog = screen.getByRole("dialog", { name: "Подтверждение" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
  });

  it("moves focus inside on open and closes on Escape, returning focus to the opener", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Открыть" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("traps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Открыть" }));
    const close = screen.getByRole("button", { name: "Закрыть" });
    const input = screen.getByRole("textbox", { name: "Почта" });
    const done = screen.getByRole("button", { name: "Готово" });
    // Focus starts on the content's first control, not on the close button.
    expect(input).toHaveFocus();

    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("closes from the close button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Открыть" }));
    await user.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

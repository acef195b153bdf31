// The header's toggled panels (main navigation, account menu) close the same way: Escape (focus back on the
// button), a link inside, a navigation, and, for the account menu, a press outside it.
jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));
let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { MainNav } from "@/components/layout/main-nav";
import { useDisclosure } from "@/components/ui/use-disclosure";
import messages from "@/messages/ru.json";

/** What the header hands the navigation (its server part reads the same messages). */
const navLabels = {
  label: messages.nav.label,
  menuOpen: messages.layout.menu_open,
  menuClose: messages.layout.menu_close,
  items: messages.nav,
};

beforeEach(() => {
  pathname = "/";
});

describe("main navigation panel", () => {
  const menuButton = () => screen.getByRole("button", { name: /меню/ });

  it("opens and closes on its button, and Escape closes it with the focus back on the button", async () => {
    const user = userEvent.setup();
    render(<MainNav labels={navLabels} />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuButton()).toHaveTextContent("Закрыть меню");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes when a link is followed or the page changes, not on a press elsewhere", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MainNav labels={navLabels} />);
    await user.click(menuButton());
    const link = screen.getByRole("link", { name: "Товары" });
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton());
    await user.click(document.body);
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    pathname = "/gifts";
    rerender(<MainNav labels={navLabels} />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});

function Menu() {
  const rootRef = useRef<HTMLDivElement>(null);
  const { isOpen, toggle, buttonRef } = useDisclosure(rootRef);
  return (
    <>
      <div ref={rootRef}>
        <button ref={buttonRef} type="button" aria-expanded={isOpen} onClick={toggle}>
          Меню
        </button>
        <p>Внутри</p>
      </div>
      <p>Снаружи</p>
    </>
  );
}

it("with the element that holds it, closes on a press outside that element only", async () => {
  const user = userEvent.setup();
  render(<Menu />);
  const button = screen.getByRole("button", { name: "Меню" });
  await user.click(button);
  await user.click(screen.getByText("Внутри"));
  expect(button).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByText("Снаружи"));
  expect(button).toHaveAttribute("aria-expanded", "false");
});

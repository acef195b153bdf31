// Copying a code: the clipboard gets it and a toast confirms; a refused clipboard says so.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CopyButton } from "@/components/profile/orders/copy-button";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  notificationsStore.set(initialNotificationsState);
  writeText.mockReset();
});

function stubClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
}

describe("CopyButton", () => {
  it("writes the code to the clipboard and shows a success toast", async () => {
    const user = userEvent.setup();
    // userEvent installs its own clipboard; ours replaces it after setup.
    stubClipboard({ writeText: writeText.mockResolvedValue(undefined) });
    render(<CopyButton text="KMUT-4ETM-WBKJ-BNBG" />);
    await user.click(screen.getByRole("button", { name: "Копировать код KMUT-4ETM-WBKJ-BNBG" }));
    expect(writeText).toHaveBeenCalledWith("KMUT-4ETM-WBKJ-BNBG");
    expect(notificationsStore.get().current).toEqual({ type: "success", text: "Код скопирован" });
  });

  it("shows an error toast when the clipboard refuses", async () => {
    const user = userEvent.setup();
    stubClipboard({ writeText: writeText.mockRejectedValue(new Error("denied")) });
    render(<CopyButton text="7KQ2M-XR9PT-4HDWA" />);
    await user.click(screen.getByRole("button", { name: /Копировать код/ }));
    expect(notificationsStore.get().current).toMatchObject({ type: "error" });
  });

  it("falls back to a selected textarea where the Clipboard API is missing", async () => {
    const user = userEvent.setup();
    stubClipboard(undefined);
    let copied = "";
    const execCommand = jest.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? "";
      return true;
    });
    Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
    render(<CopyButton text="MQJC-9L32-LSN8-6SGN" />);
    await act(() => user.click(screen.getByRole("button", { name: /Копировать код/ })));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copied).toBe("MQJC-9L32-LSN8-6SGN");
    expect(document.querySelector("textarea")).toBeNull();
    expect(notificationsStore.get().current).toMatchObject({ type: "success" });
  });
});

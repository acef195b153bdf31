// A console write's confirmation outlives the row it was made from: marking a Standoff lot bought removes the lot
// from the queue on the refresh, and the line "Позиция выдана." must still be read at the top of the page (it
// vanished with the row's button when it was shown beside it). Another page drops it.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
let pathname = "/admin/standoff";
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }), usePathname: () => pathname }));
const markStandoffBought = jest.fn();
jest.mock("@/lib/api/admin", () => ({
  markStandoffBought: (...args: unknown[]) => markStandoffBought(...args),
}));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { AdminActionButton } from "@/components/admin/admin-action-button";
import { ConsoleNoticeProvider } from "@/components/admin/console-notice";

/** A queue of one lot whose row goes once it is bought, as the page's refreshed data does. */
function Queue() {
  const [isBought, setBought] = useState(false);
  refresh.mockImplementation(() => setBought(true));
  return (
    <table>
      <tbody>
        {!isBought && (
          <tr>
            <td>
              <AdminActionButton
                action={{ kind: "standoff_bought", lineId: 8 }}
                label="Куплено"
                title="Лот"
              />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

describe("the console's confirmation line", () => {
  it("stays on the page when the write removes the row it was made from, and goes on another page", async () => {
    markStandoffBought.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const { rerender } = render(
      <ConsoleNoticeProvider>
        <Queue />
      </ConsoleNoticeProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Куплено" }));
    await user.click(screen.getByRole("dialog").querySelector("[type=submit]")!);
    expect(markStandoffBought).toHaveBeenCalledWith(8, "");
    expect(await screen.findByRole("status")).toHaveTextContent("Позиция выдана.");
    expect(screen.queryByRole("button", { name: "Куплено" })).toBeNull();

    pathname = "/admin/audit";
    rerender(
      <ConsoleNoticeProvider>
        <Queue />
      </ConsoleNoticeProvider>,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});

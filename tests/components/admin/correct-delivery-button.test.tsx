// The order page's delivery correction: the API handler's own zod schema refuses a bad player id under its field
// before anything is sent; a valid correction is sent as the schema's output (emptied fields left out); the API's
// refusal lands under its field.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const correctOrderDelivery = jest.fn();
jest.mock("@/lib/api/admin-orders", () => ({
  correctOrderDelivery: (...args: unknown[]) => correctOrderDelivery(...args),
}));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CorrectDeliveryButton } from "@/components/admin/correct-delivery-button";
import { ResponseError } from "@/lib/api/errors";

const props = {
  orderId: 42,
  kind: "supply" as const,
  lines: [{ id: 7, title: "Алмазы (№7)" }],
  current: { email: "buyer@example.com", moogoldUserId: "555550000", moogoldServerCustomId: null },
};

async function open() {
  const user = userEvent.setup();
  render(<CorrectDeliveryButton {...props} />);
  await user.click(screen.getByRole("button", { name: "Исправить данные доставки" }));
  return user;
}

describe("CorrectDeliveryButton", () => {
  beforeEach(() => {
    correctOrderDelivery.mockReset();
    refresh.mockReset();
  });

  it("refuses a player id the schema refuses and sends nothing", async () => {
    const user = await open();
    const playerId = screen.getByLabelText("ID игрока");
    await user.clear(playerId);
    await user.type(playerId, "id with spaces!");
    await user.click(screen.getAllByRole("button", { name: "Исправить данные доставки" }).at(-1)!);
    // The resolver checks asynchronously: wait for its verdict, not for the click alone.
    await waitFor(() => expect(playerId).toHaveAttribute("aria-invalid", "true"));
    expect(correctOrderDelivery).not.toHaveBeenCalled();
  });

  it("sends the corrected details, then shows the API's refusal under its field", async () => {
    correctOrderDelivery.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { moogoldUserId: ["Игрок не найден."] }),
    );
    const user = await open();
    const playerId = screen.getByLabelText("ID игрока");
    await user.clear(playerId);
    await user.type(playerId, "55555123");
    await user.click(screen.getAllByRole("button", { name: "Исправить данные доставки" }).at(-1)!);
    expect(await screen.findByText("Игрок не найден.")).toBeInTheDocument();
    expect(correctOrderDelivery).toHaveBeenCalledWith(42, {
      lineId: 7,
      moogoldUserId: "55555123",
      email: "buyer@example.com",
    });
  });
});

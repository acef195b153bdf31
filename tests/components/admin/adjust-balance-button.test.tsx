// A shopper's balance adjustment: the handler's own zod body refuses a malformed amount under its field before
// anything is sent; a valid one goes out normalised and the new balance is shown; the API's refusal (a debit
// larger than the spendable balance) lands under the amount.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const adjustUserBalance = jest.fn();
jest.mock("@/lib/api/admin-users", () => ({
  adjustUserBalance: (...args: unknown[]) => adjustUserBalance(...args),
}));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdjustBalanceButton } from "@/components/admin/adjust-balance-button";
import { ResponseError } from "@/lib/api/errors";

async function open() {
  const user = userEvent.setup();
  render(<AdjustBalanceButton userId={4} label="Изменить баланс" title="Баланс" />);
  await user.click(screen.getByRole("button", { name: "Изменить баланс" }));
  const fill = async (amount: string, reason: string) => {
    await user.type(screen.getByLabelText(/^Сумма, ₽/), amount);
    await user.type(screen.getByLabelText(/^Причина \(обязательно\)/), reason);
    await user.click(screen.getAllByRole("button", { name: "Изменить баланс" }).at(-1)!);
  };
  return fill;
}

describe("AdjustBalanceButton", () => {
  beforeEach(() => {
    adjustUserBalance.mockReset();
    refresh.mockReset();
  });

  it("refuses a malformed amount under its field and sends nothing", async () => {
    const fill = await open();
    await fill("сто", "компенсация");
    await waitFor(() => expect(screen.getByLabelText(/^Сумма, ₽/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText(/Введите сумму в рублях со знаком/)).toBeInTheDocument();
    expect(adjustUserBalance).not.toHaveBeenCalled();
  });

  it("sends the normalised amount and shows the new balance", async () => {
    adjustUserBalance.mockResolvedValueOnce({ balance: "250.00" });
    const fill = await open();
    await fill("-99,5", "компенсация");
    expect(adjustUserBalance).toHaveBeenCalledWith(4, {
      amount: "-99.50",
      reason: "компенсация",
      requestId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(screen.getByRole("status")).toHaveTextContent(/Баланс изменён, теперь на нём 250/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the API's refusal under the amount", async () => {
    adjustUserBalance.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { amount: ["Недостаточно средств на балансе."] }),
    );
    const fill = await open();
    await fill("-1000", "ошибка");
    expect(await screen.findByText("Недостаточно средств на балансе.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Сумма, ₽/)).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a second try with the same request id, and the next adjustment with a new one", async () => {
    adjustUserBalance
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({ balance: "110.00" })
      .mockResolvedValueOnce({ balance: "120.00" });
    const user = userEvent.setup();
    const fill = await open();
    await fill("10", "компенсация");
    await user.click(screen.getAllByRole("button", { name: "Изменить баланс" }).at(-1)!);
    const [first, retry] = adjustUserBalance.mock.calls.map((call) => call[1].requestId);
    expect(retry).toBe(first);

    await user.click(screen.getByRole("button", { name: "Изменить баланс" }));
    await fill("10", "ещё раз");
    expect(adjustUserBalance.mock.calls[2][1].requestId).not.toBe(first);
  });
});

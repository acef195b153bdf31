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

import { render, screen } from "@testing-library/react";
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
    expect(screen.getByLabelText(/^Сумма, ₽/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Введите сумму в рублях со знаком/)).toBeInTheDocument();
    expect(adjustUserBalance).not.toHaveBeenCalled();
  });

  it("sends the normalised amount and shows the new balance", async () => {
    adjustUserBalance.mockResolvedValueOnce({ balance: "250.00" });
    const fill = await open();
    await fill("-99,5", "компенсация");
    expect(adjustUserBalance).toHaveBeenCalledWith(4, { amount: "-99.50", reason: "компенсация" });
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
});

// The console's confirmed actions: each dialog is checked with its API handler's own zod body (a required reason
// refused under its field before anything is sent), an empty optional text is not sent, the record the action is
// on goes out with the form's fields, and the API's refusal lands under its field or above the form.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const api = {
  rejectOrder: jest.fn(),
  retryOrderDelivery: jest.fn(),
  markOrderDelivered: jest.fn(),
  resendOrderEmail: jest.fn(),
  markStandoffBought: jest.fn(),
};
jest.mock("@/lib/api/admin", () => ({
  rejectOrder: (...args: unknown[]) => api.rejectOrder(...args),
  retryOrderDelivery: (...args: unknown[]) => api.retryOrderDelivery(...args),
  markOrderDelivered: (...args: unknown[]) => api.markOrderDelivered(...args),
  markStandoffBought: (...args: unknown[]) => api.markStandoffBought(...args),
}));
jest.mock("@/lib/api/admin-orders", () => ({
  resendOrderEmail: (...args: unknown[]) => api.resendOrderEmail(...args),
}));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminActionButton, type AdminAction } from "@/components/admin/admin-action-button";
import { ResponseError } from "@/lib/api/errors";

async function open(action: AdminAction, label: string) {
  const user = userEvent.setup();
  render(<AdminActionButton action={action} label={label} title="Заказ №5" />);
  await user.click(screen.getByRole("button", { name: label }));
  return { user, confirm: () => user.click(screen.getByRole("dialog").querySelector("[type=submit]")!) };
}

const EMAIL_ID = "0b6f3c1e-8a5e-4b8e-9d4a-3c2f1e0d9b7a";

describe("AdminActionButton", () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    refresh.mockReset();
  });

  it("refuses an empty required reason under its field and sends nothing", async () => {
    const { confirm } = await open({ kind: "reject_order", orderId: 5 }, "Отклонить и вернуть деньги");
    await confirm();
    const reason = screen.getByLabelText(/^Причина \(обязательно\)/);
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Обязательное поле.")).toBeInTheDocument();
    expect(api.rejectOrder).not.toHaveBeenCalled();
  });

  it("sends the reason, closes and shows what happened", async () => {
    api.rejectOrder.mockResolvedValueOnce({});
    const { user, confirm } = await open({ kind: "reject_order", orderId: 5 }, "Отклонить и вернуть деньги");
    await user.type(screen.getByLabelText("Причина (обязательно)"), "  Нет в наличии ");
    await confirm();
    expect(api.rejectOrder).toHaveBeenCalledWith(5, { reason: "Нет в наличии" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Заказ отклонён, деньги возвращаются.");
    expect(refresh).toHaveBeenCalled();
  });

  it("leaves an empty optional reason out", async () => {
    api.retryOrderDelivery.mockResolvedValueOnce({ isQueued: false });
    const { confirm } = await open({ kind: "retry_delivery", orderId: 5 }, "Повторить выдачу");
    await confirm();
    expect(api.retryOrderDelivery).toHaveBeenCalledWith(5, {});
    expect(api.retryOrderDelivery.mock.calls[0][1].reason).toBeUndefined();
    expect(screen.getByRole("status")).toHaveTextContent("Выдача уже в очереди: повторно не поставлена.");
  });

  it("sends the line with the code and shows the API's refusal under the code", async () => {
    api.markOrderDelivered.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { code: ["Этот код уже выдан."] }),
    );
    const { user, confirm } = await open({ kind: "mark_delivered", orderId: 5, lineId: 3 }, "Выдать вручную");
    await user.type(screen.getByLabelText("Код или ключ для покупателя"), "KEY-1");
    await confirm();
    expect(api.markOrderDelivered).toHaveBeenCalledWith(5, { lineId: 3, code: "KEY-1", note: undefined });
    expect(await screen.findByText("Этот код уже выдан.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Код или ключ для покупателя/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows a refusal about the record acted on (no field of the form) above the button", async () => {
    api.resendOrderEmail.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { emailId: ["Письмо не найдено."] }),
    );
    const { confirm } = await open(
      { kind: "resend_email", orderId: 5, emailId: EMAIL_ID },
      "Отправить ещё раз",
    );
    await confirm();
    expect(api.resendOrderEmail).toHaveBeenCalledWith(5, { emailId: EMAIL_ID, reason: undefined });
    expect(await screen.findByRole("alert")).toHaveTextContent("Письмо не найдено.");
  });

  it("shows the API's detail above the form", async () => {
    api.markStandoffBought.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { detail: "Позиция не ждёт покупки." }),
    );
    const { user, confirm } = await open({ kind: "standoff_bought", lineId: 8 }, "Куплено");
    await user.type(screen.getByLabelText("Причина (необязательно)"), "куплено на рынке");
    await confirm();
    expect(api.markStandoffBought).toHaveBeenCalledWith(8, "куплено на рынке");
    expect(await screen.findByRole("alert")).toHaveTextContent("Позиция не ждёт покупки.");
  });
});

// The console's settings dialog (here a payment method's): the API's own zod schema refuses a bad value under its
// field before anything is sent; the API's field errors land under their fields; a valid change is sent as the
// form's values and the page's data reloaded.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const saveSettings = jest.fn();
jest.mock("@/lib/api/admin-settings", () => ({
  saveSettings: (...args: unknown[]) => saveSettings(...args),
}));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsDialog } from "@/components/admin/settings-dialog";
import { ResponseError } from "@/lib/api/errors";

const props = {
  target: { kind: "update_method", id: 7 } as const,
  label: "Изменить",
  title: "Способ оплаты «СБП»",
  fields: [
    { name: "isActive", label: "Способ включён", type: "checkbox" as const },
    { name: "fee", label: "Комиссия, %", type: "decimal" as const },
    { name: "fixFee", label: "Фиксированная комиссия, ₽", type: "decimal" as const },
  ],
  values: { isActive: true, fee: "0.00", fixFee: "0.00" },
};

describe("SettingsDialog", () => {
  beforeEach(() => {
    saveSettings.mockReset();
    refresh.mockReset();
  });

  it("shows the schema's error under the field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<SettingsDialog {...props} />);
    await user.click(screen.getByRole("button", { name: "Изменить" }));
    const fee = screen.getByLabelText("Комиссия, %");
    await user.clear(fee);
    await user.type(fee, "150");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Введите процент от 0 до 99.99, например 2.5.")).toBeInTheDocument();
    expect(fee).toHaveAttribute("aria-invalid", "true");
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it("sends the form's values and shows the API's field errors under their fields", async () => {
    saveSettings.mockRejectedValueOnce(
      // The client camelCases the body, as it does every answer.
      new ResponseError({ status: 400 } as Response, { fixFee: ["Слишком большая комиссия."] }),
    );
    const user = userEvent.setup();
    render(<SettingsDialog {...props} />);
    await user.click(screen.getByRole("button", { name: "Изменить" }));
    await user.clear(screen.getByLabelText("Комиссия, %"));
    await user.type(screen.getByLabelText("Комиссия, %"), "2,5");
    await user.click(screen.getByLabelText("Способ включён"));
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Слишком большая комиссия.")).toBeInTheDocument();
    // Under its own field (the form's names are camelCase, as the client's reading of the refusal).
    expect(screen.getByLabelText(/^Фиксированная комиссия, ₽/)).toHaveAttribute("aria-invalid", "true");
    expect(saveSettings).toHaveBeenCalledWith({
      kind: "update_method",
      id: 7,
      body: { isActive: false, fee: "2,5", fixFee: "0.00" },
    });

    saveSettings.mockResolvedValueOnce({});
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Сохранено.")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});

// Every payment scenario type has its view: links that open the provider safely, a self-submitting form, QR codes
// drawn locally, card details to copy, linkified help text and the waiting state.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { TextEncoder } from "node:util";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { create } from "qrcode";
import { buildQrPath } from "@/components/payment/qr-path";
import type { ActivePayment } from "@/components/payment/payment-phase";
import { ScenarioPanel } from "@/components/payment/scenario-panel";
import type { PaymentScenario } from "@/lib/api/types/payment";
import messages from "@/messages/ru.json";

// jsdom lacks TextEncoder, which every browser has and the QR encoder uses.
Object.assign(globalThis, { TextEncoder });

const t = messages.payment;
const SANDBOX = "http://localhost:3000/sandbox/pay/0123456789abcdef0123456789abcdef";

function renderScenario(scenario: PaymentScenario, patch: Partial<ActivePayment> = {}) {
  const onChooseAnother = jest.fn();
  const payment: ActivePayment = {
    scenario,
    isFresh: true,
    amountText: "182,45\u00a0₽",
    methodTitle: "Банковская карта",
    isPopupBlocked: false,
    ...patch,
  };
  const view = render(<ScenarioPanel payment={payment} pollFailures={0} onChooseAnother={onChooseAnother} />);
  return { ...view, onChooseAnother };
}

let fetchSpy: jest.Mock;
let submitSpy: jest.SpyInstance;

beforeEach(() => {
  fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  submitSpy = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
});

afterEach(() => {
  submitSpy.mockRestore();
  expect(fetchSpy).not.toHaveBeenCalled();
});

describe("payment scenarios", () => {
  it.each(["redirect", "p2p_redirect"] as const)(
    "%s: a visible link to the provider that opens in a new tab without an opener",
    async (type) => {
      const user = userEvent.setup();
      const { onChooseAnother } = renderScenario({ type, url: SANDBOX });
      expect(screen.getByRole("heading", { name: t.paying_title })).toBeInTheDocument();
      expect(screen.getByText("182,45 ₽")).toBeInTheDocument();
      expect(screen.getByText(t.redirect_text)).toBeInTheDocument();
      const link = screen.getByRole("link", { name: `${t.go_to_payment} ${t.new_window}` });
      expect(link).toHaveAttribute("href", SANDBOX);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(screen.getByText(t.waiting)).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: t.other_method }));
      expect(onChooseAnother).toHaveBeenCalledTimes(1);
    },
  );

  it("redirect: says so when the popup was blocked, and refuses a non-web url", () => {
    const { unmount } = renderScenario({ type: "redirect", url: SANDBOX }, { isPopupBlocked: true });
    expect(screen.getByText(t.redirect_blocked)).toBeInTheDocument();
    unmount();
    renderScenario({ type: "redirect", url: "javascript:alert(1)" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(t.error_bad_link)).toBeInTheDocument();
  });

  it("redirect and form: a path on this site (the sandbox's) stays relative; another site's in disguise is refused", () => {
    const path = "/sandbox/pay/0123456789abcdef0123456789abcdef";
    const { unmount } = renderScenario({ type: "redirect", url: path });
    expect(screen.getByRole("link", { name: `${t.go_to_payment} ${t.new_window}` })).toHaveAttribute(
      "href",
      path,
    );
    unmount();
    const fields = { amount: "182.45", currency: "RUB", order_id: "42" };
    const form = renderScenario({
      type: "form",
      method: "GET",
      action: path,
      fields,
    }).container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(path);
    for (const url of ["//evil.example/x", "/\\evil.example/x", "/\\/evil.example"]) {
      const view = renderScenario({ type: "redirect", url });
      expect(screen.queryByRole("link", { name: `${t.go_to_payment} ${t.new_window}` })).toBeNull();
      view.unmount();
    }
  });

  it("form: submits itself once in this window when just started, with a manual button as fallback", () => {
    const fields = { amount: "182.45", currency: "RUB", order_id: "42" };
    const { container } = renderScenario({ type: "form", method: "GET", action: SANDBOX, fields });
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", SANDBOX);
    expect(form).toHaveAttribute("method", "get");
    expect(form).not.toHaveAttribute("target");
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(Object.fromEntries(hidden.map((i) => [i.name, i.value]))).toEqual(fields);
    expect(submitSpy).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole("button", { name: t.go_to_payment })).toHaveAttribute("type", "submit");
  });

  it("form: a resumed payment waits for the button (Back must not bounce the shopper forward)", () => {
    renderScenario(
      { type: "form", method: "POST", action: SANDBOX, fields: { SIGN: "abc" } },
      { isFresh: false },
    );
    expect(submitSpy).not.toHaveBeenCalled();
    expect(screen.getByText(t.form_resume)).toBeInTheDocument();
  });

  it("qr: draws the url as a QR code locally and offers to open it on this device", async () => {
    renderScenario({ type: "qr", url: SANDBOX });
    const qr = await screen.findByRole("img", { name: t.qr_label });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    const expected = buildQrPath(create(SANDBOX, { errorCorrectionLevel: "M" }).modules, 4);
    expect(qr.querySelector("path")).toHaveAttribute("d", expected);
    expect(expected.length).toBeGreaterThan(100);
    expect(screen.getByRole("link", { name: `${t.qr_open} ${t.new_window}` })).toHaveAttribute(
      "href",
      SANDBOX,
    );
  });

  it("invoice_qr: draws the payload; a payload that is not a web link gets no link", async () => {
    const { unmount } = renderScenario({ type: "invoice_qr", qrStr: SANDBOX });
    expect(await screen.findByRole("img", { name: t.qr_label })).toBeInTheDocument();
    expect(screen.getByText(t.invoice_text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${t.qr_open} ${t.new_window}` })).toBeInTheDocument();
    unmount();
    renderScenario({ type: "invoice_qr", qrStr: "ST00012|Name=Магазин|Sum=18245" });
    const qr = await screen.findByRole("img", { name: t.qr_label });
    const expected = buildQrPath(
      create("ST00012|Name=Магазин|Sum=18245", { errorCorrectionLevel: "M" }).modules,
      4,
    );
    expect(qr.querySelector("path")).toHaveAttribute("d", expected);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("p2p: card number, holder and amount, each with a copy button", () => {
    renderScenario({ type: "p2p", cardNumber: "2200 7001 2345 6789", cardName: "IVAN PETROV" });
    expect(screen.getByText("2200 7001 2345 6789")).toBeInTheDocument();
    expect(screen.getByText("IVAN PETROV")).toBeInTheDocument();
    expect(screen.getAllByText("182,45 ₽").length).toBeGreaterThan(0);
    for (const label of [t.card_number, t.card_name, t.amount]) {
      expect(screen.getByRole("button", { name: `Копировать: ${label}` })).toBeInTheDocument();
    }
  });

  it("external: help text with its link made clickable, never parsed as HTML", () => {
    const helpText = `Оплатите 182.45 RUB на странице платёжной системы: ${SANDBOX}. <img src=x onerror=alert(1)>`;
    const { container } = renderScenario({ type: "external", helpText });
    const link = screen.getByRole("link", { name: `${SANDBOX} ${t.new_window}` });
    expect(link).toHaveAttribute("href", SANDBOX);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("<img src=x onerror=alert(1)>");
  });

  it("wait_order_state: only the waiting state", () => {
    renderScenario({ type: "wait_order_state", orderId: 42 });
    expect(screen.getByText(t.wait_text)).toBeInTheDocument();
    expect(screen.getByText(t.waiting)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

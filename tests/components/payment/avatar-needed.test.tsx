// The payment page of a Standoff order without its account avatar: the avatar is asked for in place of the methods
// (paying such an order is refused by the server), checked like the checkout's field, and sent; then the methods come.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("@/lib/api/orders", () => ({
  getOrder: jest.fn(),
  getOrderStatus: jest.fn(),
  getOrderActivePromoCode: jest.fn(),
  getPaymentData: jest.fn(),
  activateOrderPromoCode: jest.fn(),
  deactivateOrderPromoCode: jest.fn(),
}));
jest.mock("@/lib/api/orders-standoff", () => ({ uploadStandoffAvatar: jest.fn() }));
jest.mock("@/lib/api/payments", () => ({ createPayment: jest.fn(), selectActiveCountry: jest.fn() }));

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentPage } from "@/components/payment/payment-page";
import { ResponseError } from "@/lib/api/errors";
import type * as OrdersApi from "@/lib/api/orders";
import type * as StandoffApi from "@/lib/api/orders-standoff";
import messages from "@/messages/ru.json";
import { pageProps, recalculated } from "./payment-fixtures";

const t = messages.payment;
const api = {
  ...jest.mocked(jest.requireMock<typeof OrdersApi>("@/lib/api/orders")),
  ...jest.mocked(jest.requireMock<typeof StandoffApi>("@/lib/api/orders-standoff")),
};

beforeAll(() => {
  // jsdom has no object URLs; the avatar field previews the chosen file with one.
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  api.getOrder.mockResolvedValue(recalculated({ without: "178.00", with: "178.00" }));
  api.getOrderStatus.mockResolvedValue({ id: 42, status: "created", paymentId: null, paymentStatus: null });
  api.getOrderActivePromoCode.mockResolvedValue(null);
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
const avatarPanel = () => screen.getByRole("region", { name: t.avatar_title });
const sendButton = () => within(avatarPanel()).getByRole("button", { name: t.avatar_send });
const fileInput = () => avatarPanel().querySelector<HTMLInputElement>('input[type="file"]')!;

async function renderReady() {
  render(<PaymentPage {...pageProps({ needsAvatar: true })} />);
  await waitFor(() => expect(sendButton()).toBeEnabled());
}

describe("payment page of a Standoff order without its avatar", () => {
  it("asks for the avatar instead of offering methods, and offers them once it is sent", async () => {
    const user = userEvent.setup();
    await renderReady();
    expect(screen.queryByRole("button", { name: /^Оплатить/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: t.methods_title })).toBeNull();
    // Nothing chosen: said in Russian, nothing sent.
    await user.click(sendButton());
    expect(within(avatarPanel()).getByRole("alert")).toHaveTextContent(t.avatar_required);
    expect(api.uploadStandoffAvatar).not.toHaveBeenCalled();

    const file = png();
    await user.upload(fileInput(), file);
    api.uploadStandoffAvatar.mockResolvedValue(recalculated({ without: "178.00", with: "178.00" }));
    await user.click(sendButton());
    expect(api.uploadStandoffAvatar).toHaveBeenCalledWith({ id: 42, gameAvatar: file });
    const methods = await screen.findByRole("heading", { name: t.methods_title });
    expect(methods).toHaveFocus();
    expect(screen.queryByRole("region", { name: t.avatar_title })).toBeNull();
    expect(screen.getByRole("button", { name: /^Оплатить/ })).toBeInTheDocument();
    expect(document.getElementById("payment-live-status")).toHaveTextContent(t.avatar_sent);
  });

  it("refuses a picture of another type before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderReady();
    await user.upload(fileInput(), new File(["gif"], "me.gif", { type: "image/gif" }));
    expect(within(avatarPanel()).getByRole("alert")).toHaveTextContent(
      "Приложите картинку PNG, JPEG или WebP.",
    );
    await user.click(sendButton());
    expect(api.uploadStandoffAvatar).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field and keeps the panel", async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.upload(fileInput(), png());
    api.uploadStandoffAvatar.mockRejectedValue(
      new ResponseError({ status: 400 } as Response, { gameAvatar: ["Файл не похож на картинку."] }),
    );
    await user.click(sendButton());
    expect(await within(avatarPanel()).findByRole("alert")).toHaveTextContent("Файл не похож на картинку.");
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole("button", { name: /^Оплатить/ })).toBeNull();
  });

  it("offers the methods at once for an order that has its avatar", async () => {
    render(<PaymentPage {...pageProps({ needsAvatar: false })} />);
    expect(screen.getByRole("heading", { name: t.methods_title })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: t.avatar_title })).toBeNull();
    await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalled());
  });
});

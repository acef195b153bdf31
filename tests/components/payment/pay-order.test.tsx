// The order as the payment page reads it, from either source, and the small rules around it.
import { splitLinks } from "@/components/payment/linkified-text";
import { toPayOrder, type PayOrderSource } from "@/components/payment/pay-order";
import { initialPhase } from "@/components/payment/payment-phase";
import { readPaymentError } from "@/components/payment/read-payment-error";
import { validateContacts } from "@/components/payment/validate-contacts";
import { NoVariantError, ResponseError } from "@/lib/api/errors";

const base: PayOrderSource = {
  id: 5,
  hash: "f".repeat(32),
  email: "a@b.ru",
  totalWithoutPromocode: "540.00",
  totalWithPromocode: "540.00",
  game: { title: "Steam", logo: "/steam.svg" },
  orderProducts: [
    { id: 1, quantity: 500, price: "1.08", product: { title: "Steam", price: "1.00", discountPrice: null } },
  ],
};
const texts = { network: "сеть", timeout: "время", server: "сервер", scenario: "сценарий" };

describe("toPayOrder", () => {
  it("shows a Steam top-up by its amount, not by its per-rouble line", () => {
    const order = toPayOrder({ ...base, resourcetype: "SteamOrder", status: "created", amount: "500.00" });
    expect(order.lines).toEqual([]);
    expect(order.steamAmount).toBe("500.00");
  });

  it("keeps what an answer leaves out, and prices a line at its product's discount price then", () => {
    const previous = toPayOrder({ ...base, resourcetype: "PUBGOrder", status: "waiting_for_payment" });
    const next = toPayOrder(
      {
        ...base,
        resourcetype: "PUBGOrder",
        orderProducts: [
          { id: 2, quantity: 1, product: { title: "UC", price: "99.00", discountPrice: "89.00" } },
        ],
      },
      previous,
    );
    expect(next.status).toBe("waiting_for_payment");
    expect(next.lines).toEqual([{ id: 2, title: "UC", quantity: 1, price: "89.00" }]);
  });

  it("lists a gift order's gift as its one line", () => {
    const order = toPayOrder({
      ...base,
      resourcetype: "RokkyOrder",
      game: null,
      gift: { title: "Cyberpunk 2077", logo: "/cp.png" },
      orderProducts: [],
    });
    expect(order.subject).toEqual({ title: "Cyberpunk 2077", logo: "/cp.png" });
    expect(order.lines).toEqual([{ id: 0, title: "Cyberpunk 2077", quantity: 1, price: "540.00" }]);
  });
});

describe("payment page rules", () => {
  it("starts from the server's view of the order", () => {
    expect(initialPhase("sent", "succeeded")).toEqual({ kind: "paid" });
    expect(initialPhase("failed", "refunded")).toEqual({ kind: "failed", wasPaid: false });
    expect(initialPhase("failed", "succeeded")).toEqual({ kind: "failed", wasPaid: true });
    expect(initialPhase("waiting_for_payment", "pending")).toEqual({ kind: "resuming" });
    expect(initialPhase("waiting_for_payment", "terminated")).toEqual({ kind: "choose", isDeclined: true });
    expect(initialPhase("created", null)).toEqual({ kind: "choose", isDeclined: false });
  });

  it("checks contacts with the server's rules", () => {
    expect(validateContacts({ email: "", phone: "" }, ["phone"])).toEqual({ phone: "phone_required" });
    expect(validateContacts({ email: "x@", phone: "+7 (900) 123-45-67" }, ["phone"])).toEqual({
      email: "email_invalid",
    });
    expect(validateContacts({ email: "", phone: "" }, ["email"])).toEqual({ email: "email_required" });
    expect(validateContacts({ email: "", phone: "abc" }, [])).toEqual({});
  });

  it("reads the promo code field's errors, details and unknown scenarios", () => {
    const failure = (body: unknown) => new ResponseError({ status: 400 } as Response, body);
    expect(readPaymentError(failure({ code: ["Нет такого."] }), ["code"], texts)).toEqual({
      fields: { code: "Нет такого." },
      root: null,
    });
    expect(
      readPaymentError(failure({ detail: "Заказ не найден.", code: "not_found" }), ["code"], texts),
    ).toEqual({
      fields: {},
      root: "Заказ не найден.",
    });
    expect(readPaymentError(new NoVariantError("PaymentScenario", "type", "sbp"), [], texts).root).toBe(
      "сценарий",
    );
  });

  it("links only http(s) urls, without the sentence's full stop", () => {
    expect(splitLinks("Оплатите: https://pay.example/x?a=1. Или javascript:alert(1)")).toEqual([
      { text: "Оплатите: " },
      { text: "https://pay.example/x?a=1", href: "https://pay.example/x?a=1" },
      { text: ". Или javascript:alert(1)" },
    ]);
  });
});

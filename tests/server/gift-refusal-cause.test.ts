// Issue 24: a gift refused as region-locked says so in the refund reason the shopper reads (order page, e-mail);
// the supplier's own wording stays in the order's delivery data for staff.
import { giftRefusalCause } from "@/lib/server/fulfilment/deliver-gift";
import { refundReason } from "@/lib/server/fulfilment/settle-order";

describe("giftRefusalCause", () => {
  it("names a region lock from the sandbox's and Kinguin's refusals", () => {
    for (const reason of [
      "Поставщик не продаёт этот ключ для региона покупателя",
      "Kinguin отказал в заказе: Error: Product is not available in your region",
      "Kinguin отказал в заказе: Error: country restriction",
    ])
      expect(giftRefusalCause(reason)).toMatch(/регион/);
  });

  it("tells out of stock and any other refusal apart, without the supplier's internals", () => {
    expect(giftRefusalCause("Kinguin: товара нет в наличии по этой цене (ProductUnavailable)")).toBe(
      "ключа нет в наличии у поставщика",
    );
    expect(giftRefusalCause("Kinguin закрыл заказ 42 со статусом «canceled»")).toBe(
      "поставщик не смог выдать ключ",
    );
  });

  it("goes into the reason the shopper reads, with where the money went", () => {
    expect(refundReason(["balance"], giftRefusalCause("region locked"))).toBe(
      "Заказ не удалось выполнить: ключ этой игры не продаётся для вашего региона (региональное ограничение); деньги возвращены на баланс.",
    );
    expect(refundReason(["provider"])).toBe(
      "Заказ не удалось выполнить: деньги возвращены на карту или счёт, с которого вы платили.",
    );
  });
});

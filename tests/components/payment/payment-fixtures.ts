// Orders, countries and methods of the payment page tests (not a test file itself).
import type { PaymentPageProps } from "@/components/payment/payment-page";
import type { RecalculatedOrder } from "@/lib/api/types/order";
import type { ActiveCountry, PaymentMethod } from "@/lib/api/types/payment";

export const HASH = "0123456789abcdef0123456789abcdef";

const method = (patch: Partial<PaymentMethod> & Pick<PaymentMethod, "name" | "title">): PaymentMethod => ({
  uri: `/api/payments/${patch.name}/`,
  fee: "0.00",
  icon: "",
  isActive: true,
  minAmount: "10.00",
  fixFee: "0.00",
  isSecondary: false,
  currencies: ["RUB"],
  requiredFields: [],
  canRetrievePaymentData: true,
  ...patch,
});

export const card = method({
  name: "sandbox-card",
  title: "Банковская карта",
  fee: "2.50",
  currencies: ["RUB", "KZT"],
});
export const cardForm = method({
  name: "sandbox-card-form",
  title: "Карта через форму банка",
  fee: "3.00",
  isSecondary: true,
});
export const sbp = method({ name: "sandbox-sbp-qr", title: "СБП по QR-коду", fee: "0.70" });
export const p2p = method({
  name: "sandbox-p2p",
  title: "Перевод на карту",
  fixFee: "30.00",
  minAmount: "500.00",
});
export const mobile = method({
  name: "sandbox-mobile",
  title: "Оплата со счёта мобильного",
  fee: "6.00",
  requiredFields: ["phone"],
});
export const crypto = method({ name: "sandbox-crypto", title: "Криптовалюта", isActive: false });

export const russia: ActiveCountry = {
  id: 1,
  flag: "/images/flags/ru.svg",
  name: "Россия",
  currency: "RUB",
  rate: "1.000000",
  methodGroups: [
    { name: "Банковские карты", shortName: "Карты", order: 1, methods: [card, cardForm] },
    { name: "СБП", shortName: "СБП", order: 2, methods: [sbp] },
    { name: "Другое", shortName: "Другое", order: 3, methods: [p2p, mobile, crypto] },
  ],
};

export const kazakhstan: ActiveCountry = {
  id: 2,
  flag: "/images/flags/kz.svg",
  name: "Казахстан",
  currency: "KZT",
  rate: "0.158000",
  methodGroups: [{ name: "Банковские карты", shortName: "Карты", order: 1, methods: [card] }],
};

/** GET /api/orders/{hash}/ as the client parses it. */
export function recalculated(totals: { without: string; with: string }): RecalculatedOrder {
  return {
    id: 42,
    hash: HASH,
    resourcetype: "PUBGOrder",
    status: "created",
    totalWithoutPromocode: totals.without,
    totalWithPromocode: totals.with,
    email: "guest@example.com",
    game: { id: 1, title: "PUBG Mobile", logo: "/images/games/pubg.svg", isActive: true },
    orderProducts: [
      {
        id: 1,
        quantity: 2,
        product: {
          resourcetype: "PUBGProduct",
          id: 7,
          title: "60 UC",
          price: "89.00",
          discountPrice: null,
          picture: "",
          minQuantity: 1,
          maxQuantity: 10,
          isActive: true,
          discountPercent: 0,
          amountUc: 60,
        },
      },
    ],
  } as RecalculatedOrder;
}

export function pageProps(patch: Partial<PaymentPageProps> = {}): PaymentPageProps {
  return {
    order: {
      id: 42,
      hash: HASH,
      status: "created",
      email: "guest@example.com",
      subject: { title: "PUBG Mobile", logo: "/images/games/pubg.svg" },
      lines: [{ id: 1, title: "60 UC", quantity: 2, price: "89.00" }],
      steamAmount: null,
      totalWithoutPromocode: "178.00",
      totalWithPromocode: "178.00",
    },
    promoCode: null,
    paymentStatus: null,
    resumeFacts: null,
    countries: [
      { id: 1, flag: russia.flag, name: russia.name },
      { id: 2, flag: kazakhstan.flag, name: kazakhstan.name },
    ],
    country: russia,
    ownership: "other",
    viewerBalance: null,
    isAccountOrder: false,
    personalPromo: null,
    ...patch,
  };
}

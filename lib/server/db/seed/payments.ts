// Sandbox payment methods (one per payment scenario the client handles) and the countries that offer them.
import type { paymentMethods } from "../schema";

type MethodSeed = Omit<typeof paymentMethods.$inferInsert, "id" | "uri" | "provider">;

const icon = (name: string) => `/images/payments/${name}.svg`;

export const methodSeeds: MethodSeed[] = [
  {
    name: "sandbox-card",
    title: "Банковская карта (песочница)",
    scenarioType: "redirect",
    fee: "2.50",
    minAmount: "10.00",
    icon: icon("card"),
    currencies: ["RUB", "KZT", "BYN", "UZS"],
    canRetrievePaymentData: true,
  },
  {
    name: "sandbox-card-form",
    title: "Карта через форму банка",
    scenarioType: "form",
    fee: "3.00",
    minAmount: "50.00",
    icon: icon("card-form"),
    currencies: ["RUB", "KZT", "UZS"],
    isSecondary: true,
  },
  {
    name: "sandbox-sbp-qr",
    title: "СБП по QR-коду",
    scenarioType: "qr",
    fee: "0.70",
    minAmount: "10.00",
    icon: icon("sbp"),
    currencies: ["RUB"],
    canRetrievePaymentData: true,
  },
  {
    name: "sandbox-sbp-invoice",
    title: "Счёт СБП (QR в приложении банка)",
    scenarioType: "invoice_qr",
    fee: "1.00",
    minAmount: "10.00",
    icon: icon("sbp-invoice"),
    currencies: ["RUB"],
    canRetrievePaymentData: true,
  },
  {
    name: "sandbox-wallet",
    title: "Электронный кошелёк",
    scenarioType: "external",
    fee: "4.00",
    fixFee: "5.00",
    minAmount: "100.00",
    icon: icon("wallet"),
    currencies: ["RUB", "KZT", "UZS"],
  },
  {
    name: "sandbox-p2p",
    title: "Перевод на карту",
    scenarioType: "p2p",
    fee: "0.00",
    fixFee: "30.00",
    minAmount: "500.00",
    icon: icon("p2p"),
    currencies: ["RUB", "KZT"],
    canRetrievePaymentData: true,
  },
  {
    name: "sandbox-p2p-phone",
    title: "Перевод по номеру телефона",
    scenarioType: "p2p_redirect",
    fee: "1.50",
    minAmount: "100.00",
    icon: icon("phone-transfer"),
    currencies: ["RUB", "BYN"],
    isSecondary: true,
  },
  {
    name: "sandbox-mobile",
    title: "Оплата со счёта мобильного",
    scenarioType: "wait_order_state",
    fee: "6.00",
    minAmount: "10.00",
    icon: icon("mobile"),
    currencies: ["RUB"],
    // The operator confirms the charge by SMS to this number, so the shopper must give it.
    requiredFields: ["phone"],
  },
  {
    name: "sandbox-crypto",
    title: "Криптовалюта (USDT)",
    scenarioType: "external",
    fee: "1.00",
    minAmount: "500.00",
    icon: icon("crypto"),
    currencies: ["RUB"],
    // Switched off: shows that inactive methods are hidden from the country lists.
    isActive: false,
  },
];

type CountrySeed = {
  name: string;
  flag: string;
  currency: string;
  /** Roubles per one unit of the currency. */
  rate: string;
  isDefault?: boolean;
  groups: { name: string; shortName: string; methods: string[] }[];
};

type MethodGroupSeed = CountrySeed["groups"][number];

/** A group of payment methods as a country's page heads it (name) and tabs it (shortName); several countries list
 *  the same groups, each with its own methods. */
const methodGroup =
  (name: string, shortName: string) =>
  (methods: string[]): MethodGroupSeed => ({ name, shortName, methods });
const cards = methodGroup("Банковские карты", "Карты");
const wallets = methodGroup("Электронные кошельки", "Кошельки");
const transfers = methodGroup("Переводы", "Переводы");
const fastPayments = methodGroup("Система быстрых платежей", "СБП");
const otherMethods = methodGroup("Переводы и мобильный платёж", "Другое");

export const countrySeeds: CountrySeed[] = [
  {
    name: "Россия",
    flag: "/images/flags/ru.svg",
    currency: "RUB",
    rate: "1.000000",
    isDefault: true,
    groups: [
      cards(["sandbox-card", "sandbox-card-form"]),
      fastPayments(["sandbox-sbp-qr", "sandbox-sbp-invoice"]),
      wallets(["sandbox-wallet", "sandbox-crypto"]),
      otherMethods(["sandbox-p2p", "sandbox-p2p-phone", "sandbox-mobile"]),
    ],
  },
  {
    name: "Казахстан",
    flag: "/images/flags/kz.svg",
    currency: "KZT",
    rate: "0.158000",
    groups: [
      cards(["sandbox-card", "sandbox-card-form"]),
      wallets(["sandbox-wallet"]),
      transfers(["sandbox-p2p"]),
    ],
  },
  {
    name: "Беларусь",
    flag: "/images/flags/by.svg",
    currency: "BYN",
    rate: "26.400000",
    groups: [cards(["sandbox-card"]), transfers(["sandbox-p2p-phone"])],
  },
  {
    name: "Узбекистан",
    flag: "/images/flags/uz.svg",
    currency: "UZS",
    rate: "0.006700",
    groups: [cards(["sandbox-card", "sandbox-card-form"]), wallets(["sandbox-wallet"])],
  },
];

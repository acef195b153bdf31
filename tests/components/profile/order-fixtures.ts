// History entries of every kind, as the client sees them (camelCase), for the profile component tests.
import type {
  MooGoldOrder,
  OrderHistoryEntry,
  OrderHistoryLine,
  PubgOrder,
  RokkyOrder,
  StandoffOrder,
  SteamOrder,
} from "@/lib/api/types/order";

type Money = OrderHistoryEntry["money"];

/** The money of an order paid by a method in roubles alone, no fee (what the history and the order page show). */
export function paidMoney(total: string, over: Partial<Money> = {}): Money {
  return {
    goodsTotal: total,
    promoDiscount: "0.00",
    total,
    isPaid: true,
    paid: total,
    balanceShare: "0.00",
    method: "sandbox-card-form",
    methodFee: "0.00",
    charge: { amount: total, currency: "RUB", amountRub: total },
    toPay: "0.00",
    refunded: "0.00",
    cashback: "0.00",
    ...over,
  };
}

/** The money of an order not paid yet: `toPay` left after the balance share it holds. */
export function unpaidMoney(total: string, toPay: string, over: Partial<Money> = {}): Money {
  return {
    ...paidMoney(total),
    isPaid: false,
    paid: "0.00",
    method: null,
    charge: null,
    toPay,
    ...over,
  };
}

const base = {
  status: "done" as const,
  created: "2026-05-12T11:05:00.000Z",
  total: "1076.10",
  totalToPay: "1076.10",
  money: paidMoney("1076.10"),
  rejectReason: null,
  isPaymentActive: false,
  email: "demo@example.com",
  orderProducts: [] as OrderHistoryLine[],
};

const pubgGame = { id: 1, title: "PUBG Mobile", logo: "/images/games/pubg.svg", isActive: true };

export const pubgOrder: PubgOrder = {
  ...base,
  id: 101,
  hash: "a".repeat(32),
  resourcetype: "PUBGOrder",
  game: pubgGame,
  orderProducts: [
    {
      id: 1,
      quantity: 1,
      price: "809.00",
      status: "completed",
      product: {
        resourcetype: "PUBGProduct",
        id: 3,
        title: "660 UC",
        picture: "/uc.svg",
        price: "899.00",
        amountUc: 660,
      },
      codes: [{ code: "KMUT-4ETM-WBKJ-BNBG", amountUc: 660 }],
    },
    {
      id: 2,
      quantity: 2,
      price: "89.00",
      status: "refunded",
      product: {
        resourcetype: "PUBGProduct",
        id: 1,
        title: "60 UC",
        picture: "/uc.svg",
        price: "89.00",
        amountUc: 60,
      },
      codes: [{ code: "MQJC-9L32-LSN8-6SGN", amountUc: 120 }],
    },
  ],
  codes: [
    { code: "KMUT-4ETM-WBKJ-BNBG", amountUc: 660 },
    { code: "MQJC-9L32-LSN8-6SGN", amountUc: 120 },
  ],
};

export const standoffOrder: StandoffOrder = {
  ...base,
  id: 102,
  hash: "b".repeat(32),
  status: "waiting_for_payment",
  isPaymentActive: true,
  total: "399.00",
  totalToPay: "299.00",
  money: unpaidMoney("399.00", "299.00", { balanceShare: "100.00" }),
  resourcetype: "StandoffOrder",
  game: { id: 2, title: "Standoff 2", logo: "/images/games/standoff2.svg", isActive: true },
  orderProducts: [
    {
      id: 3,
      quantity: 1,
      price: "399.00",
      status: "processing",
      product: {
        resourcetype: "StandoffProduct",
        id: 9,
        title: "500 голды",
        picture: "/gold.svg",
        price: "449.00",
        gold: 500,
      },
    },
  ],
  gameAccountId: "48811230",
  gameAvatar: "/images/avatars/standoff-1.svg",
};

export const steamOrder: SteamOrder = {
  ...base,
  id: 103,
  hash: "c".repeat(32),
  status: "paid",
  total: "540.00",
  totalToPay: "540.00",
  money: paidMoney("540.00"),
  resourcetype: "SteamOrder",
  game: { id: 3, title: "Steam", logo: "/images/games/steam.svg", isActive: true },
  orderProducts: [
    {
      id: 4,
      quantity: 500,
      price: "1.08",
      status: "processing",
      product: {
        resourcetype: "SteamProduct",
        id: 13,
        title: "Пополнение Steam",
        picture: "/w.svg",
        price: "1.00",
      },
    },
  ],
  steamAccountId: "demo_gamer",
  amount: "500.00",
};

export const supplyOrder: MooGoldOrder = {
  ...base,
  id: 104,
  hash: "d".repeat(32),
  status: "failed",
  total: "139.00",
  totalToPay: "139.00",
  money: paidMoney("139.00", { refunded: "139.00" }),
  rejectReason: "Игрок с таким ID не найден. Деньги возвращены на баланс.",
  resourcetype: "MooGoldOrder",
  game: { id: 4, title: "Genshin Impact", logo: "/images/games/genshin.svg", isActive: true },
  orderProducts: [
    {
      id: 5,
      quantity: 1,
      price: "139.00",
      status: "incorrect-details",
      product: {
        resourcetype: "SupplyProduct",
        id: 20,
        title: "60 кристаллов",
        picture: "/g.svg",
        price: "139.00",
      },
    },
  ],
  moogoldUserId: "700123456",
  moogoldServer: 7,
  moogoldServerName: "Europe",
  moogoldServerCustomId: "2041",
};

export const rokkyOrder: RokkyOrder = {
  ...base,
  id: 105,
  hash: "e".repeat(32),
  total: "1299.00",
  totalToPay: "1299.00",
  money: paidMoney("1299.00"),
  resourcetype: "RokkyOrder",
  game: null,
  gift: { id: 8, title: "Hades II", logo: "/images/gifts/hades-2.svg" },
  code: "7KQ2M-XR9PT-4HDWA",
  delivery: null,
};

export const everyKind: OrderHistoryEntry[] = [pubgOrder, standoffOrder, steamOrder, supplyOrder, rokkyOrder];

// Games of every kind and history entries to repeat, as the client sees them (camelCase).
import type {
  Game,
  GameProduct,
  Product,
  PubgGame,
  StandoffGame,
  SteamGame,
  SupplyGame,
} from "@/lib/api/types/game";
import type {
  MooGoldOrder,
  OrderDetails,
  OrderHistoryLine,
  OrderHistoryProduct,
  PubgOrder,
  StandoffOrder,
  SteamOrder,
} from "@/lib/api/types/order";
import { paidMoney } from "../profile/order-fixtures";

const gameBase = {
  detailTitle: "",
  detailDescription: "",
  logo: "/images/games/logo.svg",
  created: "2026-01-01T00:00:00.000Z",
  isAuthRequired: false,
  discountPercent: 0,
  isActive: true,
  productPreviewName: "",
  productPreviewIcon: "",
  tags: [],
  playerIdPattern: null,
  playerIdHint: null,
  deliveryTime: null,
};

const productBase = {
  picture: "/images/products/p.svg",
  minQuantity: 1,
  maxQuantity: 10,
  isActive: true,
  discountPrice: null,
  discountPercent: 0,
  inStock: null,
};

export const pubgProducts: GameProduct[] = [
  { ...productBase, resourcetype: "PUBGProduct", id: 1, title: "60 UC", price: "89.00", amountUc: 60 },
  {
    ...productBase,
    resourcetype: "PUBGProduct",
    id: 2,
    title: "325 UC",
    price: "449.00",
    discountPrice: "399.00",
    discountPercent: 11,
    amountUc: 325,
  },
  {
    ...productBase,
    resourcetype: "PUBGProduct",
    id: 3,
    title: "660 UC",
    price: "899.00",
    minQuantity: 2,
    maxQuantity: 5,
    amountUc: 660,
  },
  {
    ...productBase,
    resourcetype: "PUBGProduct",
    id: 4,
    title: "1800 UC",
    price: "2299.00",
    isActive: false,
    amountUc: 1800,
  },
];

export const pubgGame: PubgGame = {
  ...gameBase,
  id: 1,
  title: "PUBG Mobile",
  resourcetype: "PUBGGame",
  products: pubgProducts,
};

export const standoffGame: StandoffGame = {
  ...gameBase,
  id: 2,
  title: "Standoff 2",
  resourcetype: "StandoffGame",
  products: [
    {
      ...productBase,
      resourcetype: "StandoffProduct",
      id: 21,
      title: "100 голды",
      price: "99.00",
      gold: 100,
    },
    {
      ...productBase,
      resourcetype: "StandoffProduct",
      id: 22,
      title: "500 голды",
      price: "449.00",
      gold: 500,
    },
  ],
};

export const steamGame: SteamGame = {
  ...gameBase,
  id: 3,
  title: "Steam",
  resourcetype: "Steam",
  products: [
    {
      ...productBase,
      resourcetype: "SteamProduct",
      id: 31,
      title: "Пополнение Steam",
      price: "1.00",
      minQuantity: 100,
      maxQuantity: 15_000,
    },
  ],
};

export const supplyGame: SupplyGame = {
  ...gameBase,
  id: 4,
  title: "Genshin Impact",
  resourcetype: "SupplyGame",
  servers: [
    { id: 7, name: "Europe" },
    { id: 8, name: "Asia" },
  ],
  isServerNeeded: true,
  isServerEnum: true,
  products: [
    { ...productBase, resourcetype: "SupplyProduct", id: 41, title: "60 кристаллов", price: "79.00" },
    { ...productBase, resourcetype: "SupplyProduct", id: 42, title: "300 кристаллов", price: "379.00" },
  ],
};

const historyProduct = (p: Product): OrderHistoryProduct => ({
  resourcetype: p.resourcetype,
  id: p.id,
  title: p.title,
  picture: p.picture,
  price: p.price,
});

export const line = (product: Product, quantity: number, id = product.id * 100): OrderHistoryLine => ({
  id,
  quantity,
  price: product.discountPrice ?? product.price,
  status: "completed",
  product: historyProduct(product),
});

const orderBase = {
  expiredAt: null,
  status: "done" as const,
  created: "2026-05-12T11:05:00.000Z",
  total: "1000.00",
  totalToPay: "1000.00",
  money: paidMoney("1000.00"),
  rejectReason: null,
  isPaymentActive: false,
  email: "old@example.com",
  timeline: [{ status: "created" as const, created: "2026-05-12T11:05:00.000Z" }],
};

const orderGame = (game: Game) => ({
  id: game.id,
  title: game.title,
  logo: game.logo,
  isActive: game.isActive,
});

export const oldPubgOrder: OrderDetails & PubgOrder = {
  ...orderBase,
  id: 501,
  hash: "c".repeat(32),
  resourcetype: "PUBGOrder",
  game: orderGame(pubgGame),
  codes: [],
  orderProducts: [line(pubgProducts[0], 3), line(pubgProducts[2], 1)],
};

export const oldStandoffOrder: OrderDetails & StandoffOrder = {
  ...orderBase,
  id: 502,
  hash: "d".repeat(32),
  resourcetype: "StandoffOrder",
  game: orderGame(standoffGame),
  gameAccountId: "123456789",
  gameAvatar: "/api/uploads/avatars/a.png",
  orderProducts: [line(standoffGame.products[1], 2)],
};

export const oldSteamOrder: OrderDetails & SteamOrder = {
  ...orderBase,
  id: 503,
  hash: "e".repeat(32),
  resourcetype: "SteamOrder",
  game: orderGame(steamGame),
  steamAccountId: "gaben",
  amount: "700.00",
  orderProducts: [line(steamGame.products[0], 700)],
};

export const oldSupplyOrder: OrderDetails & MooGoldOrder = {
  ...orderBase,
  id: 504,
  hash: "f".repeat(32),
  resourcetype: "MooGoldOrder",
  game: orderGame(supplyGame),
  moogoldUserId: "800123",
  moogoldServer: 8,
  moogoldServerName: "Asia",
  moogoldServerCustomId: null,
  orderProducts: [line(supplyGame.products[0], 4)],
};

// Demo products per game: real-world pack sizes, rouble prices, a few discounts and quantity limits.
import type { GameKey } from "./games";

export type ProductSeed = {
  key: string;
  title: string;
  price: string;
  /** The discount percent is derived from it, so the two never disagree. */
  discountPrice?: string;
  picture: string;
  minQuantity?: number;
  maxQuantity?: number;
  isActive?: boolean;
  amountUc?: number;
  gold?: number;
};

type Extra = Omit<ProductSeed, "key" | "title" | "price" | "picture" | "maxQuantity">;

/** One row of the price list: key, title, price, picture file, max quantity, then anything special. */
const pack = (
  key: string,
  title: string,
  price: string,
  picture: string,
  maxQuantity: number,
  extra: Extra = {},
) => ({
  key,
  title,
  price,
  picture: `/images/products/${picture}.svg`,
  maxQuantity,
  ...extra,
});

export const productSeeds: Record<GameKey, ProductSeed[]> = {
  pubg: [
    pack("uc-60", "60 UC", "89.00", "uc-1", 10, { amountUc: 60 }),
    pack("uc-325", "325 UC", "449.00", "uc-1", 10, { amountUc: 325 }),
    pack("uc-660", "660 UC", "899.00", "uc-2", 5, { amountUc: 660, discountPrice: "809.00" }),
    pack("uc-1800", "1800 UC", "2290.00", "uc-2", 5, { amountUc: 1800 }),
    pack("uc-3850", "3850 UC", "4490.00", "uc-3", 3, { amountUc: 3850, discountPrice: "4190.00" }),
    pack("uc-8100", "8100 UC", "8990.00", "uc-3", 2, { amountUc: 8100, discountPrice: "8090.00" }),
  ],
  standoff2: [
    pack("gold-100", "100 голды", "99.00", "gold-1", 20, { gold: 100 }),
    pack("gold-300", "300 голды", "279.00", "gold-1", 10, { gold: 300 }),
    pack("gold-500", "500 голды", "449.00", "gold-2", 10, { gold: 500, discountPrice: "399.00" }),
    pack("gold-1000", "1000 голды", "849.00", "gold-2", 5, { gold: 1000 }),
    pack("gold-3000", "3000 голды", "2390.00", "gold-3", 3, { gold: 3000, discountPrice: "2049.00" }),
    pack("gold-5000", "5000 голды", "3790.00", "gold-3", 2, { gold: 5000, discountPrice: "3229.00" }),
  ],
  // One product priced per rouble: its quantity limits are the allowed top-up amount (100–15 000 ₽).
  steam: [pack("steam-wallet", "Пополнение Steam", "1.00", "steam-wallet", 15000, { minQuantity: 100 })],
  genshin: [
    pack("genesis-60", "60 кристаллов сотворения", "79.00", "genesis-1", 10),
    pack("genesis-330", "300 + 30 кристаллов сотворения", "399.00", "genesis-1", 10),
    pack("genesis-1090", "980 + 110 кристаллов сотворения", "1249.00", "genesis-2", 5, {
      discountPrice: "1149.00",
    }),
    pack("genesis-2240", "1980 + 260 кристаллов сотворения", "2490.00", "genesis-2", 5),
    pack("genesis-3880", "3280 + 600 кристаллов сотворения", "4190.00", "genesis-3", 3, {
      discountPrice: "3890.00",
    }),
    pack("genesis-8080", "6480 + 1600 кристаллов сотворения", "8290.00", "genesis-3", 2),
    pack("welkin", "Благословение полой луны", "399.00", "welkin", 1),
  ],
  mlbb: [
    pack("mlbb-86", "86 алмазов", "139.00", "mlbb-diamonds-1", 10),
    pack("mlbb-172", "172 алмаза", "269.00", "mlbb-diamonds-1", 10),
    pack("mlbb-257", "257 алмазов", "399.00", "mlbb-diamonds-1", 10),
    pack("mlbb-344", "344 алмаза", "529.00", "mlbb-diamonds-2", 5, { discountPrice: "499.00" }),
    pack("mlbb-706", "706 алмазов", "1049.00", "mlbb-diamonds-2", 5),
    pack("mlbb-2195", "2195 алмазов", "3190.00", "mlbb-diamonds-3", 3, { discountPrice: "2890.00" }),
    pack("mlbb-weekly", "Недельный алмазный пропуск", "169.00", "mlbb-pass", 4),
  ],
  "free-fire": [
    pack("ff-100", "100 алмазов", "89.00", "ff-diamonds-1", 10),
    pack("ff-310", "310 алмазов", "259.00", "ff-diamonds-1", 10),
    pack("ff-520", "520 алмазов", "429.00", "ff-diamonds-2", 10),
    pack("ff-1060", "1060 алмазов", "849.00", "ff-diamonds-2", 5, { discountPrice: "789.00" }),
    pack("ff-2180", "2180 алмазов", "1690.00", "ff-diamonds-3", 3),
    pack("ff-5600", "5600 алмазов", "4290.00", "ff-diamonds-3", 2),
    pack("ff-weekly", "Недельная подписка", "179.00", "ff-membership", 4),
    // Switched off by the supplier: shows that inactive products are hidden.
    pack("ff-monthly", "Месячная подписка", "649.00", "ff-membership", 1, { isActive: false }),
  ],
  "honkai-star-rail": [
    pack("hsr-60", "60 сверхъестественных осколков", "79.00", "oneiric-1", 10),
    pack("hsr-330", "300 + 30 осколков", "399.00", "oneiric-1", 10),
    pack("hsr-1090", "980 + 110 осколков", "1249.00", "oneiric-2", 5),
    pack("hsr-2240", "1980 + 260 осколков", "2490.00", "oneiric-2", 5, { discountPrice: "2290.00" }),
    pack("hsr-3880", "3280 + 600 осколков", "4190.00", "oneiric-3", 3),
    pack("hsr-8080", "6480 + 1600 осколков", "8290.00", "oneiric-3", 2),
    pack("hsr-express", "Экспресс-пропуск снабжения", "399.00", "express-pass", 1),
  ],
  "cod-mobile": [
    pack("cod-80", "80 CP", "99.00", "cod-points-1", 10),
    pack("cod-420", "420 CP", "449.00", "cod-points-1", 10),
    pack("cod-880", "880 CP", "899.00", "cod-points-2", 5),
    pack("cod-2400", "2400 CP", "2290.00", "cod-points-3", 3),
  ],
};

// Demo games: every kind (PUBG codes, Standoff 2 gold, Steam wallet, supply channel) and every
// supply-channel server mode, plus one game that needs sign-in and one that is switched off.
// A game's discount badge is derived from its products when inserted.
import type { games } from "../schema";

export type GameKey =
  "pubg" | "standoff2" | "steam" | "genshin" | "mlbb" | "free-fire" | "honkai-star-rail" | "cod-mobile";

export type GameSeed = Omit<typeof games.$inferInsert, "id" | "created" | "position" | "discountPercent"> & {
  key: GameKey;
  /** Age of the catalogue entry in days. */
  ageDays: number;
};

const regions = ["America", "Europe", "Asia", "TW/HK/MO"];

// Player id formats (a regular expression for the whole value, and its wording for the field error). The
// sandbox's magic ids (…0000, …1111, …2222, …3333, see read-sandbox-magic.ts) fit them all.
const numericPlayerId = { playerIdPattern: "\\d{5,12}", playerIdHint: "от 5 до 12 цифр" };
const standoffAccountId = { playerIdPattern: "\\d{6,12}", playerIdHint: "от 6 до 12 цифр" };
const steamLogin = {
  playerIdPattern: "[A-Za-z0-9_]{3,32}",
  playerIdHint: "от 3 до 32 латинских букв, цифр или знаков _",
};

/** Enumerated servers in display order, for supply games with isServerEnum. */
export const serverSeeds: Partial<Record<GameKey, string[]>> = {
  genshin: regions,
  "honkai-star-rail": regions,
};

export const gameSeeds: GameSeed[] = [
  {
    key: "pubg",
    kind: "pubg",
    title: "PUBG Mobile",
    detailTitle: "Пополнение UC в PUBG Mobile",
    detailDescription:
      "Unknown Cash (UC) — внутриигровая валюта PUBG Mobile. За UC покупают Royale Pass, скины оружия, костюмы и ящики. " +
      "После оплаты вы получите коды активации UC в письме и в истории заказов: введите их на официальной странице активации, указав ID персонажа. " +
      "Коды не сгорают, их можно подарить другу.",
    logo: "/images/games/pubg.svg",
    productPreviewName: "UC",
    productPreviewIcon: "/images/products/uc-1.svg",
    tags: ["Королевская битва", "Шутер", "Мобильные игры"],
    ageDays: 420,
  },
  {
    key: "standoff2",
    kind: "standoff",
    ...standoffAccountId,
    title: "Standoff 2",
    detailTitle: "Голда для Standoff 2",
    detailDescription:
      "Голда (G) — основная валюта Standoff 2: на неё открывают кейсы и наборы и покупают скины на внутриигровом рынке. " +
      "Голду передаём через рынок: вы выставляете скин по цене, которую покажет сайт, а мы его выкупаем. " +
      "Укажите ID аккаунта и приложите скриншот аватара — так мы точно найдём ваш профиль.",
    logo: "/images/games/standoff2.svg",
    productPreviewName: "Голда",
    productPreviewIcon: "/images/products/gold-1.svg",
    tags: ["Шутер", "Мобильные игры", "Соревновательные"],
    ageDays: 400,
  },
  {
    key: "steam",
    kind: "steam",
    ...steamLogin,
    title: "Steam",
    detailTitle: "Пополнение кошелька Steam",
    detailDescription:
      "Пополните баланс Steam в рублях без привязки карты: укажите логин аккаунта Steam и сумму. " +
      "Деньги обычно поступают на кошелёк за 1–5 минут. Комиссия сервиса видна сразу, а комиссия способа оплаты, если она есть, — на странице оплаты до подтверждения.",
    logo: "/images/games/steam.svg",
    productPreviewName: "Рубли на кошелёк",
    productPreviewIcon: "/images/products/steam-wallet.svg",
    tags: ["ПК", "Кошелёк", "Без карты"],
    ageDays: 380,
  },
  {
    key: "genshin",
    kind: "supply",
    ...numericPlayerId,
    title: "Genshin Impact",
    detailTitle: "Кристаллы сотворения Genshin Impact",
    detailDescription:
      "Кристаллы сотворения обмениваются на примогемы — на них совершают молитвы и получают новых персонажей и оружие. " +
      "Пополнение по UID: укажите UID персонажа и выберите сервер, входить в аккаунт не нужно. " +
      "Двойной бонус за первое пополнение каждого номинала сохраняется.",
    logo: "/images/games/genshin.svg",
    productPreviewName: "Кристаллы сотворения",
    productPreviewIcon: "/images/products/genesis-1.svg",
    tags: ["RPG", "Открытый мир", "Гача"],
    isServerNeeded: true,
    isServerEnum: true,
    ageDays: 300,
  },
  {
    key: "mlbb",
    kind: "supply",
    ...numericPlayerId,
    title: "Mobile Legends: Bang Bang",
    detailTitle: "Алмазы Mobile Legends",
    detailDescription:
      "Алмазы нужны для покупки героев, обликов и боевых пропусков Mobile Legends. " +
      "Укажите ID игрока и Zone ID — это число в скобках рядом с ID в профиле. Алмазы зачисляются за несколько минут.",
    logo: "/images/games/mlbb.svg",
    productPreviewName: "Алмазы",
    productPreviewIcon: "/images/products/mlbb-diamonds-1.svg",
    tags: ["MOBA", "Мобильные игры", "Командные"],
    isServerNeeded: true,
    isServerEnum: false,
    ageDays: 250,
  },
  {
    key: "free-fire",
    kind: "supply",
    ...numericPlayerId,
    title: "Free Fire",
    detailTitle: "Алмазы Free Fire",
    detailDescription:
      "Алмазы Free Fire тратят на персонажей, питомцев, скины и Элитный пропуск. " +
      "Достаточно ID игрока: сервер определяется автоматически. Обычно зачисление занимает до 10 минут.",
    logo: "/images/games/free-fire.svg",
    productPreviewName: "Алмазы",
    productPreviewIcon: "/images/products/ff-diamonds-1.svg",
    tags: ["Королевская битва", "Мобильные игры"],
    ageDays: 200,
  },
  {
    key: "honkai-star-rail",
    kind: "supply",
    ...numericPlayerId,
    title: "Honkai: Star Rail",
    detailTitle: "Сверхъестественные осколки Honkai: Star Rail",
    detailDescription:
      "Сверхъестественные осколки обмениваются на звёздный нефрит — валюту прыжков за новыми персонажами и конусами. " +
      "Покупка доступна только после входа в аккаунт магазина: так история пополнений сохраняется, а спорные ситуации решаются быстрее. " +
      "Укажите UID и сервер.",
    logo: "/images/games/honkai-star-rail.svg",
    isAuthRequired: true,
    productPreviewName: "Осколки",
    productPreviewIcon: "/images/products/oneiric-1.svg",
    tags: ["RPG", "Пошаговые бои", "Гача"],
    isServerNeeded: true,
    isServerEnum: true,
    ageDays: 150,
  },
  {
    key: "cod-mobile",
    kind: "supply",
    ...numericPlayerId,
    title: "Call of Duty: Mobile",
    detailTitle: "CP для Call of Duty: Mobile",
    detailDescription:
      "Пополнение временно недоступно: поставщик меняет способ доставки. Мы вернём игру в каталог, как только всё заработает.",
    logo: "/images/games/cod-mobile.svg",
    isActive: false,
    productPreviewName: "CP",
    productPreviewIcon: "/images/products/cod-points-1.svg",
    tags: ["Шутер", "Мобильные игры"],
    ageDays: 500,
  },
];

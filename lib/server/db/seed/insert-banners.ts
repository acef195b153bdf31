// Home-page banners for games and gifts; each size (desktop, tablet, mobile) has its own artwork file.
import type { Db } from "../db";
import { gameBanners, giftBanners } from "../schema";
import type { GameKey } from "./games";
import type { CatalogRefs } from "./insert-catalog";
import type { GiftRow } from "./insert-gifts";

/** Image columns for /images/banners/{art}-{bg|fg}-{size}.svg. */
function bannerImages(art: string) {
  const file = (layer: string, size: string) => `/images/banners/${art}-${layer}-${size}.svg`;
  return {
    backgroundDesktop: file("bg", "desktop"),
    backgroundTablet: file("bg", "tablet"),
    backgroundMobile: file("bg", "mobile"),
    foregroundDesktop: file("fg", "desktop"),
    foregroundTablet: file("fg", "tablet"),
    foregroundMobile: file("fg", "mobile"),
  };
}

const gameBannerSeeds: { game: GameKey; title: string; description: string }[] = [
  {
    game: "pubg",
    title: "UC для PUBG Mobile со скидкой до 10%",
    description: "Коды активации приходят сразу после оплаты — хватит на новый Royale Pass.",
  },
  {
    game: "genshin",
    title: "Кристаллы сотворения по UID",
    description: "Без входа в аккаунт: выберите сервер, укажите UID и получите кристаллы за пару минут.",
  },
  {
    game: "standoff2",
    title: "Голда Standoff 2 — выгоднее на 15%",
    description: "Передаём голду через рынок скинов: безопасно и без передачи пароля.",
  },
];

const giftBannerSeeds: { gift: string; title: string; description: string }[] = [
  {
    gift: "cyberpunk-phantom-liberty",
    title: "Phantom Liberty уже в продаже",
    description: "Шпионский триллер в Песьем городе. Ключ для России и СНГ с кешбэком 45 ₽.",
  },
  {
    gift: "elden-ring-erdtree",
    title: "Shadow of the Erdtree",
    description: "Самое большое дополнение FromSoftware: отправляйтесь в Землю Теней.",
  },
  {
    gift: "baldurs-gate-3",
    title: "Baldur's Gate 3 — новинка каталога",
    description: "Лучшая RPG последних лет. Ключ без региональных ограничений.",
  },
];

export async function insertBanners(
  db: Db,
  catalog: CatalogRefs,
  giftMap: Map<string, GiftRow>,
): Promise<void> {
  await db.insert(gameBanners).values(
    gameBannerSeeds.map((b, i) => ({
      title: b.title,
      description: b.description,
      gameId: catalog.games.get(b.game)!.id,
      position: (i + 1) * 10,
      ...bannerImages(b.game),
    })),
  );
  await db.insert(giftBanners).values(
    giftBannerSeeds.map((b, i) => ({
      title: b.title,
      description: b.description,
      giftId: giftMap.get(b.gift)!.id,
      position: (i + 1) * 10,
      ...bannerImages(b.gift),
    })),
  );
}

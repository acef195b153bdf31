// The game page (issue 4): the game, its products with quantities, totals and the order flow, its FAQ. Rendered on
// the server so search engines see the game and its prices; the cart and the forms are a client island.
// A game that is not there is the not-found page; any other failure to load is logged with its cause and shows
// the error screen with its status (SPEC.md section 8: "Game load HTTP error | error page with that status").
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { DeliveryTimeBlock } from "@/components/catalog/delivery-time/delivery-time-block";
import { parseIdParam } from "@/components/catalog/parse-id-param";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { DeferredGameCheckout } from "@/components/game/deferred-game-checkout";
import { GameFaq } from "@/components/game/game-faq";
import { GameHero } from "@/components/game/game-hero";
import { TargetReviews } from "@/components/reviews/target-reviews";
import type { Game } from "@/lib/api/types/game";
import { getGame } from "@/lib/server/catalog/games";
import { listTargetReviews } from "@/lib/server/reviews/feedback";
import { listFaq } from "@/lib/server/content/faq";
import { loadForPage } from "@/lib/server/http/load-for-page";
import { getStandoffSettings } from "@/lib/server/orders/kinds/standoff-settings";
import { getSteamSettings } from "@/lib/server/orders/kinds/steam-settings";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

/** Reviews of the game's orders shown under its order form. */
const GAME_REVIEWS = 4;

type GamePageProps = { params: Promise<{ id: string }> };

/**
 * The game, what its checkout needs and the reviews of its orders; null when there is no such (active) game. Once
 * per request.
 */
const loadGame = cache(async (segment: string) => {
  const id = parseIdParam(segment);
  if (id === null) return null;
  return loadForPage("game", { gameId: id }, async () => {
    const game = (await getGame(id)) as Game | null;
    if (!game) return null;
    const [steam, standoff, reviews, faq] = await Promise.all([
      game.resourcetype === "Steam" ? getSteamSettings() : null,
      game.resourcetype === "StandoffGame" ? getStandoffSettings() : null,
      listTargetReviews({ gameId: game.id }, GAME_REVIEWS),
      listFaq(game.id),
    ]);
    return {
      game,
      reviews,
      faq: faq ?? [],
      steamCommission: steam?.commission ?? null,
      isSurplusEnabled: standoff?.isSurplusEnabled ?? false,
    };
  });
});

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const { game } = (await loadGame((await params).id)) ?? notFound();
  const t = await getTranslations("game");
  return buildPageMetadata({
    title: t("metaTitle", { title: game.detailTitle || game.title }),
    description: game.detailDescription.slice(0, 160) || t("metaDescription", { title: game.title }),
    path: `/games/${game.id}`,
    image: game.logo || undefined,
  });
}

export default async function GamePage({ params }: GamePageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const { game, reviews, faq, steamCommission, isSurplusEnabled } =
    (await loadGame((await params).id)) ?? notFound();
  // Rendered here, not in the client island: next/image's code stays out of the page's bundle.
  const productPictures = Object.fromEntries(
    game.products.map((p) => [
      p.id,
      p.picture && <CatalogImage src={p.picture} alt="" width={56} height={56} />,
    ]),
  );
  return (
    <GameHero game={game}>
      <DeliveryTimeBlock figure={game.deliveryTime} />
      <DeferredGameCheckout
        game={game}
        steamCommission={steamCommission}
        isSurplusEnabled={isSurplusEnabled}
        productPictures={productPictures}
      />
      <GameFaq items={faq} />
      <TargetReviews reviews={reviews} />
    </GameHero>
  );
}

// The game page (issue 4): the game, its products with quantities, totals and the order flow. Rendered on
// the server so search engines see the game and its prices; the cart and the forms are a client island.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { parseIdParam } from "@/components/catalog/parse-id-param";
import { buildPageMetadata } from "@/components/catalog/seo/build-page-metadata";
import { GameCheckout } from "@/components/game/game-checkout";
import { GameHero } from "@/components/game/game-hero";
import type { Game } from "@/lib/api/types/game";
import { getGame } from "@/lib/server/catalog/games";
import { getStandoffSettings } from "@/lib/server/orders/kinds/standoff-settings";
import { getSteamSettings } from "@/lib/server/orders/kinds/steam-settings";

export const dynamic = "force-dynamic";

type GamePageProps = { params: Promise<{ id: string }> };

const loadGame = cache(async (segment: string) => {
  const id = parseIdParam(segment);
  return id === null ? null : ((await getGame(id)) as Game | null);
});

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const game = await loadGame((await params).id);
  if (!game) notFound();
  const t = await getTranslations("game");
  return buildPageMetadata({
    title: t("metaTitle", { title: game.detailTitle || game.title }),
    description: game.detailDescription.slice(0, 160) || t("metaDescription", { title: game.title }),
    path: `/games/${game.id}`,
    image: game.logo || undefined,
  });
}

export default async function GamePage({ params }: GamePageProps) {
  const game = await loadGame((await params).id);
  if (!game) notFound();
  const [steam, standoff] = await Promise.all([
    game.resourcetype === "Steam" ? getSteamSettings() : null,
    game.resourcetype === "StandoffGame" ? getStandoffSettings() : null,
  ]);
  return (
    <GameHero game={game}>
      <GameCheckout
        game={game}
        steamCommission={steam?.commission ?? null}
        isSurplusEnabled={standoff?.isSurplusEnabled ?? false}
      />
    </GameHero>
  );
}

"use client";
// `/games/{id}?repeat={hash}` repeats an old order: the game is loaded again, the old amounts and account
// fields are restored and the confirm form opens. Any failure shows products.errors.unavailable.
import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useNotify } from "@/components/notifications/use-notify";
import type { Game } from "@/lib/api/types/game";
import { restoreOrder, type RestoredOrder } from "./restore-order";

export function useRepeatOrder(gameId: number, onRepeat: (game: Game, restored: RestoredOrder) => void) {
  const hash = useSearchParams().get("repeat");
  const router = useRouter();
  const pathname = usePathname();
  const notify = useNotify();
  const t = useTranslations("products.errors");
  const handled = useRef<string | null>(null);
  const onRepeatRef = useRef(onRepeat);
  useEffect(() => {
    onRepeatRef.current = onRepeat;
  }, [onRepeat]);

  useEffect(() => {
    if (!hash || handled.current === hash) return;
    handled.current = hash;
    (async () => {
      try {
        // The API client loads with the first repeat, not with every game page (first-load JS budget).
        const [{ getGame }, { getOrderDetails }] = await Promise.all([
          import("@/lib/api/games"),
          import("@/lib/api/orders"),
        ]);
        const [game, order] = await Promise.all([getGame({ id: gameId }), getOrderDetails({ hash })]);
        const restored = restoreOrder(game, order);
        if (!restored) throw new Error("Nothing of the order can be bought again");
        onRepeatRef.current(game, restored);
      } catch {
        notify({ type: "error", text: t("unavailable") });
      } finally {
        router.replace(pathname, { scroll: false });
      }
    })();
  }, [hash, gameId, notify, t, router, pathname]);
}

"use client";
// The order surface of the game page: products and quantities (or the Steam amount), totals, and the order
// flow. Amounts start at 0; the saved cart is restored only for an active game, inactive products at 0.
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { CheckoutStep } from "@/components/checkout/checkout-dialog";
import { Button } from "@/components/ui/button";
import { FullScreenSpinner } from "@/components/ui/full-screen-spinner";
import type { Game } from "@/lib/api/types/game";
import type { OrderDraft } from "@/lib/api/types/order";
import { summarizeCart } from "@/lib/money/summarize-cart";
import { readGameCart, saveGameCart, type GameCart } from "@/lib/state/cart-storage";
import { openAuthPopup } from "@/lib/state/session-popup";
import { sessionStore } from "@/lib/state/session";
import { useStoreValue } from "@/lib/state/value-store";
import { CartSummary } from "./cart-summary";
import { clampQuantity } from "./clamp-quantity";
import { ProductRow } from "./product-row";
import { SteamAmountField } from "./steam-amount-field";
import { isSoldOut, stockLimits } from "./stock-limits";
import type { RestoredOrder } from "./restore-order";
import { useRepeatOrder } from "./use-repeat-order";
import styles from "./game-page.module.css";

/**
 * The order dialog (its forms, zod and the order calls) loads when the shopper reaches for the order button, not
 * with the page (first-load JS budget); a click before it arrives shows a spinner until it does.
 */
const loadCheckoutDialog = () => import("@/components/checkout/checkout-dialog");
const CheckoutDialog = dynamic(() => loadCheckoutDialog().then((m) => m.CheckoutDialog), {
  ssr: false,
  loading: LoadingDialog,
});

/**
 * The last-order offer and the API client it calls (with the session's token store) load only for a signed-in
 * shopper: a visitor without an account never downloads them (first-load JS budget).
 */
const LastOrderPopup = dynamic(() => import("./last-order-popup").then((m) => m.LastOrderPopup), {
  ssr: false,
});

function LoadingDialog() {
  const t = useTranslations("common");
  return <FullScreenSpinner label={t("loading")} />;
}

export type GameCheckoutProps = {
  game: Game;
  steamCommission: string | null;
  isSurplusEnabled: boolean;
  /** Each product's picture rendered on the server, by product id (ProductRow). */
  productPictures?: Partial<Record<number, ReactNode>>;
};

/**
 * The saved amounts the game can still take: active products in stock only, within today's limits and stock.
 * A Steam amount is money the shopper typed: one outside today's limits is left out, never raised or lowered
 * to a sum they did not choose.
 */
function restorableCart(game: Game): GameCart {
  if (!game.isActive) return {};
  const saved = readGameCart(game.id);
  const cart: GameCart = {};
  for (const product of game.products) {
    if (!product.isActive || isSoldOut(product)) continue;
    const wanted = saved[product.id] ?? 0;
    const amount =
      game.resourcetype !== "Steam"
        ? clampQuantity(wanted, stockLimits(product))
        : wanted >= product.minQuantity && wanted <= product.maxQuantity
          ? wanted
          : 0;
    if (amount > 0) cart[product.id] = amount;
  }
  return cart;
}

export function GameCheckout({
  game: initialGame,
  steamCommission,
  isSurplusEnabled,
  productPictures,
}: GameCheckoutProps) {
  const t = useTranslations("game");
  const router = useRouter();
  const session = useStoreValue(sessionStore);
  const [game, setGame] = useState(initialGame);
  const [amounts, setAmounts] = useState<GameCart>({});
  const [isRestored, setIsRestored] = useState(false);
  const [step, setStep] = useState<CheckoutStep | null>(null);
  /** Mounted from the first open on, so closing and reopening keeps what was typed. */
  const [hasDialog, setHasDialog] = useState(false);
  if (step !== null && !hasDialog) setHasDialog(true);
  const [restored, setRestored] = useState<Pick<RestoredOrder, "fields" | "avatar"> | null>(null);
  /** A repeated order starts the dialog afresh, without what was typed for another order. */
  const [dialogKey, setDialogKey] = useState(0);
  /** Once an order is created here (or one is being repeated), the last-order popup has had its say. */
  const [isLastOrderDone, setIsLastOrderDone] = useState(false);
  const isSignedIn = session.status === "signed-in";
  const isSteam = game.resourcetype === "Steam";

  // Storage is read after hydration: the server renders every amount at 0, as SPEC.md section 4 starts a game.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from localStorage, an external store
    setAmounts(restorableCart(initialGame));
    setIsRestored(true);
  }, [initialGame]);
  useEffect(() => {
    if (isRestored && game.isActive) saveGameCart(game.id, amounts);
  }, [amounts, isRestored, game]);

  useRepeatOrder(
    initialGame.id,
    useCallback((reloaded, restored) => {
      setGame(reloaded);
      setAmounts(restored.amounts);
      setRestored({ fields: restored.fields, avatar: restored.avatar });
      setDialogKey((key) => key + 1);
      setIsLastOrderDone(true);
      setStep("confirm");
    }, []),
  );

  const summary = summarizeCart({
    products: game.products,
    amounts,
    balance: isSignedIn ? session.profile?.balance : null,
    steamCommission: isSteam ? steamCommission : null,
  });
  const needsSignIn = game.isAuthRequired && !isSignedIn;
  const canOrder = game.isActive && summary.total > 0;

  const setAmount = (productId: number) => (quantity: number) =>
    setAmounts((current) => ({ ...current, [productId]: quantity }));
  // A failed preload is retried (and reported) when the dialog renders.
  const preloadDialog = () => void loadCheckoutDialog().catch(() => {});
  const startOrder = () => {
    if (needsSignIn) openAuthPopup("sign-in");
    else setStep("confirm");
  };
  const onCreated = (order: OrderDraft) => {
    setStep(null);
    setIsLastOrderDone(true);
    setAmounts({});
    setRestored(null);
    saveGameCart(game.id, {});
    router.push(`/orders/${order.hash}/pay`);
  };

  const steamProduct = isSteam ? game.products.find((p) => p.isActive) : undefined;
  return (
    <section className={styles.checkout} aria-labelledby="game-products-title">
      <div className={styles.picker}>
        <h2 id="game-products-title" className={styles.sectionTitle}>
          {isSteam ? t("steamTitle") : t("productsTitle")}
        </h2>
        {game.products.length === 0 ? (
          <p className={styles.empty}>{t("noProducts")}</p>
        ) : steamProduct ? (
          <SteamAmountField
            product={steamProduct}
            amount={amounts[steamProduct.id] ?? 0}
            onChange={setAmount(steamProduct.id)}
            isDisabled={!isRestored || !game.isActive}
          />
        ) : (
          <ul className={styles.products}>
            {game.products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                picture={productPictures?.[product.id]}
                quantity={amounts[product.id] ?? 0}
                onChange={setAmount(product.id)}
                // Disabled until hydrated: a click before that would be lost.
                isDisabled={!isRestored || !game.isActive}
              />
            ))}
          </ul>
        )}
      </div>
      <aside className={styles.side}>
        <CartSummary summary={summary} commissionPercent={isSteam ? steamCommission : null}>
          {needsSignIn && <p className={styles.note}>{t("authRequired")}</p>}
          <Button
            size="l"
            isBlock
            disabled={!canOrder}
            onClick={startOrder}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          >
            {needsSignIn ? t("signInToOrder") : t("order")}
          </Button>
          {!canOrder && game.isActive && (
            <p className={styles.note}>{isSteam ? t("pickAmount") : t("pickProducts")}</p>
          )}
        </CartSummary>
      </aside>
      {isSignedIn && (
        <LastOrderPopup
          gameId={initialGame.id}
          isSignedIn={isSignedIn}
          isHidden={isLastOrderDone || step !== null}
        />
      )}
      {hasDialog && (
        <CheckoutDialog
          key={dialogKey}
          game={game}
          amounts={amounts}
          summary={summary}
          step={step}
          onStep={setStep}
          steamCommission={isSteam ? steamCommission : null}
          isSurplusEnabled={isSurplusEnabled}
          profileEmail={isSignedIn ? (session.profile?.email ?? null) : null}
          restored={restored?.fields ?? null}
          restoredAvatar={restored?.avatar ?? null}
          onCreated={onCreated}
        />
      )}
    </section>
  );
}

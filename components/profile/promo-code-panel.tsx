"use client";
// The account's promo code in the profile head: the active one (with "deactivate"), and a field to check a code
// (its discount and what it applies to, nothing activated) or activate it. A change is announced to the session,
// which fetches the profile again; this panel shows the server's answer at once. Refused codes keep what was typed.
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { useIsHydrated } from "@/components/auth/use-is-hydrated";
import { useNotify } from "@/components/notifications/use-notify";
import { Button } from "@/components/ui/button";
import {
  activatePromoCode,
  deactivatePromoCode,
  getPromoCodeTarget,
  showPromoCode,
} from "@/lib/api/promo-codes";
import type { PromoCode } from "@/lib/api/types/promo";
import { announcePromoCodeChange } from "@/lib/state/promo-code-events";
import type { PromoTarget } from "./load-promo-target";
import styles from "./profile.module.css";

/** What a code applies to: any purchase, or a game or gift (its title unknown when the catalogue had none). */
type Scope = { kind: "any" } | { kind: "game" | "gift"; title: string | null };
type Shown = { promo: PromoCode; scope: Scope };
type Busy = "check" | "activate" | "deactivate" | null;

const ANY: Scope = { kind: "any" };
const kindOf = (promo: PromoCode) => (promo.resourcetype === "GiftPromoCode" ? "gift" : "game");
const isForAnything = (promo: PromoCode) => promo.resourcetype === "PromoCode" && promo.game === null;

/** The server's target for the code it rendered with (null: valid anywhere, or gone from the catalogue). */
function initialScope(promo: PromoCode, target: PromoTarget): Scope {
  if (target) return target;
  return isForAnything(promo) ? ANY : { kind: kindOf(promo), title: null };
}

async function readScope(promo: PromoCode): Promise<Scope> {
  try {
    return (await getPromoCodeTarget(promo)) ?? ANY;
  } catch {
    return { kind: kindOf(promo), title: null };
  }
}

type Props = {
  /** The account's active code as the server read it for this page. */
  initialPromo: PromoCode | null;
  promoTarget: PromoTarget;
};

export function PromoCodePanel({ initialPromo, promoTarget }: Props) {
  const t = useTranslations("profilePage");
  const tAuth = useTranslations("auth");
  const notify = useNotify();
  const isHydrated = useIsHydrated();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fromServer = (): Shown | null =>
    initialPromo ? { promo: initialPromo, scope: initialScope(initialPromo, promoTarget) } : null;
  const [active, setActive] = useState(fromServer);
  // The page rendered again on the server (a refresh): its reading of the account wins over ours.
  const serverKey = initialPromo
    ? `${initialPromo.code}\n${initialPromo.percent}\n${promoTarget?.title ?? ""}`
    : "";
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    setActive(fromServer());
  }
  const [preview, setPreview] = useState<Shown | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<Busy>(null);

  const scopeText = (scope: Scope) => {
    if (scope.kind === "any") return t("promo_any");
    if (scope.title === null) return t(scope.kind === "gift" ? "promo_for_some_gift" : "promo_for_some_game");
    return t(scope.kind === "gift" ? "promo_for_gift" : "promo_for_game", { title: scope.title });
  };

  /** A field error under the input; anything else (network, outage, rate limit) as an error toast. */
  function showError(err: unknown) {
    const messages = {
      network: tAuth("errors.network"),
      timeout: tAuth("errors.timeout"),
      server: tAuth("errors.server"),
    };
    const { fields, root } = readServerErrors(err, ["code"], messages);
    if (fields.code) setError(fields.code);
    else notify({ type: "error", text: root ?? messages.server });
  }

  /** Runs an action on the typed code, busy meanwhile; an empty field is refused here. */
  async function run(action: Exclude<Busy, "deactivate" | null>, task: (code: string) => Promise<void>) {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t("promo_required"));
      inputRef.current?.focus();
      return;
    }
    setBusy(action);
    setError(null);
    setStatus("");
    try {
      await task(trimmed);
    } catch (err) {
      setPreview(null);
      showError(err);
    } finally {
      setBusy(null);
    }
  }

  const check = () =>
    void run("check", async (typed) => {
      const promo = await showPromoCode({ code: typed });
      const shown = { promo, scope: await readScope(promo) };
      setPreview(shown);
      setStatus(
        t("promo_checked", { code: promo.code, percent: promo.percent, scope: scopeText(shown.scope) }),
      );
    });

  function activate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("activate", async (typed) => {
      const promo = await activatePromoCode({ code: typed });
      announcePromoCodeChange("activate-code");
      const previewed = preview?.promo.code === promo.code ? preview.scope : null;
      setActive({ promo, scope: previewed ?? (await readScope(promo)) });
      setPreview(null);
      setCode("");
      setStatus(t("promo_activated", { code: promo.code }));
    });
  }

  async function deactivate() {
    setBusy("deactivate");
    setError(null);
    setStatus("");
    try {
      await deactivatePromoCode();
      announcePromoCodeChange("deactivate-code");
      setActive(null);
      setStatus(t("promo_deactivated"));
      inputRef.current?.focus(); // the button that had the focus is gone
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  }

  const isLocked = busy !== null || !isHydrated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  /** What each action's button shares: locked while any call runs, busy (a spinner) while its own does. */
  const busyProps = (action: Exclude<Busy, null>) => ({
    disabled: isLocked,
    "aria-busy": busy === action || undefined,
    icon: busy === action ? <span className={styles.promoSpinner} /> : undefined,
  });
  /** A code, its discount and what it applies to. */
  const describe = ({ promo, scope }: Shown) => (
    <>
      <code className={styles.promoCode}>{promo.code}</code>
      <span className={styles.promoPercent}>{t("promo_percent", { percent: promo.percent })}</span>
      <span className={styles.muted}>{scopeText(scope)}</span>
    </>
  );
  return (
    <div className={styles.promoPanel}>
      {active ? (
        <div className={styles.promo} data-testid="profile-active-promo">
          {describe(active)}
          <Button
            size="xs"
            variant="ghost"
            onClick={deactivate}
            {...busyProps("deactivate")}
            aria-label={
              busy === "deactivate" ? undefined : t("promo_deactivate_label", { code: active.promo.code })
            }
          >
            {busy === "deactivate" ? t("promo_deactivating") : t("promo_deactivate")}
          </Button>
        </div>
      ) : (
        <p className={styles.muted} data-testid="profile-active-promo">
          {t("promo_none")}
        </p>
      )}
      <form className={styles.promoForm} onSubmit={activate} noValidate>
        <label htmlFor={inputId} className={styles.promoLabel}>
          {t("promo_field_label")}
        </label>
        <div className={styles.promoRow}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.promoInput}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setPreview(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <Button size="s" variant="secondary" onClick={check} {...busyProps("check")}>
            {busy === "check" ? t("promo_checking") : t("promo_check")}
          </Button>
          <Button type="submit" size="s" {...busyProps("activate")}>
            {busy === "activate" ? t("promo_activating") : t("promo_activate")}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {preview ? (
        <div className={styles.promoPreview} data-testid="profile-promo-preview">
          <span>{t("promo_preview_title")}</span>
          <span className={styles.promo}>{describe(preview)}</span>
        </div>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {t("promo_hint")}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

// Head of the profile: avatar, nickname (or e-mail), balance, the promo code (the active one, check, activate,
// deactivate: promo-code-panel.tsx) and the settings link.
import { useTranslations } from "next-intl";
import type { Profile } from "@/lib/server/auth/get-profile";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { formatPrice } from "@/lib/money/format-price";
import { Button } from "@/components/ui/button";
import type { PromoTarget } from "./load-promo-target";
import { PromoCodePanel } from "./promo-code-panel";
import styles from "./profile.module.css";

type ProfileSummaryProps = {
  profile: Pick<Profile, "email" | "nickname" | "avatarImg" | "balance" | "activePromoCode">;
  promoTarget: PromoTarget;
};

export function ProfileSummary({ profile, promoTarget }: ProfileSummaryProps) {
  const t = useTranslations("profilePage");
  const name = profile.nickname.trim() || profile.email;
  return (
    <section className={styles.summary} aria-labelledby="profile-title">
      <div className={styles.identity}>
        {profile.avatarImg ? (
          <CatalogImage
            className={styles.avatar}
            src={profile.avatarImg}
            alt=""
            width={72}
            height={72}
            priority
          />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.names}>
          <h1 id="profile-title" className={styles.name}>
            {name}
          </h1>
          {name !== profile.email ? <p className={styles.email}>{profile.email}</p> : null}
        </div>
        <Button href="/profile/settings" variant="secondary" size="s" className={styles.settings}>
          {t("settings_link")}
        </Button>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t("balance")}</dt>
          <dd className={styles.balance} data-testid="profile-balance">
            {formatPrice(profile.balance)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t("promo_title")}</dt>
          <dd>
            <PromoCodePanel initialPromo={profile.activePromoCode} promoTarget={promoTarget} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

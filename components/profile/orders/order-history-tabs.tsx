// The two views of the history: every order, or only those of the last 24 hours.
import { useTranslations } from "next-intl";
import { SmartLink } from "@/components/ui/smart-link";
import { buildProfileHref, type ProfileView } from "../profile-search";
import styles from "./order-history.module.css";

export function OrderHistoryTabs({ view }: { view: ProfileView }) {
  const t = useTranslations("profilePage");
  const tabs: { view: ProfileView; label: string }[] = [
    { view: "all", label: t("tab_all") },
    { view: "recent", label: t("tab_recent") },
  ];
  return (
    <nav className={styles.tabs} aria-label={t("tabs_label")}>
      {tabs.map((tab) => (
        <SmartLink
          key={tab.view}
          href={buildProfileHref({ view: tab.view })}
          className={styles.tab}
          aria-current={tab.view === view ? "page" : undefined}
          scroll={false}
        >
          {tab.label}
        </SmartLink>
      ))}
    </nav>
  );
}

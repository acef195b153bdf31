// Brand mark and name; links home.
import { useTranslations } from "next-intl";
import { SmartLink } from "@/components/ui/smart-link";
import styles from "./logo.module.css";

export function Logo() {
  const brand = useTranslations("brand");
  const t = useTranslations("layout");
  return (
    <SmartLink href="/" className={styles.logo} aria-label={t("home_link", { brand: brand("name") })}>
      <svg
        className={styles.mark}
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="0.55" stopColor="#c026d3" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2.4" />
        <path
          d="M19.5 12.6a4.6 4.6 0 1 0 0 6.8M16 9.5v13"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.name}>{brand("name")}</span>
    </SmartLink>
  );
}

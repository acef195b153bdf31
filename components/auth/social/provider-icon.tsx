// A provider's mark: its initials on its brand colour (no third-party logos are bundled). The colours are the brands'
// hues darkened just enough for the white initials to reach 4.5:1 (WCAG AA for small text): the brands' own
// Telegram, Google and Yandex shades gave 3.0-3.9:1. The initials are drawn by CSS (data-mark), not written as text:
// a button's visible text must be part of its accessible name ("Войти через Google"), and "G" is not.
import type { SocialProvider } from "@/lib/api/types/auth";
import styles from "./provider-icon.module.css";

const MARKS: Record<SocialProvider, { text: string; color: string }> = {
  facebook: { text: "f", color: "#0d6fed" },
  google: { text: "G", color: "#e12717" },
  steam: { text: "S", color: "#1b2838" },
  telegram: { text: "T", color: "#1b7cab" },
  vk: { text: "VK", color: "#006fed" },
  vk_id: { text: "ID", color: "#006fed" },
  yandex: { text: "Я", color: "#e32503" },
};

export function ProviderIcon({ provider, size = "m" }: { provider: SocialProvider; size?: "s" | "m" }) {
  const mark = MARKS[provider];
  return (
    <span
      className={`${styles.icon} ${styles[size]}`}
      style={{ background: mark.color }}
      data-mark={mark.text}
      aria-hidden="true"
    />
  );
}

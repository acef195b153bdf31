// A provider's mark: its initials on its brand colour (no third-party logos are bundled).
import type { SocialProvider } from "@/lib/api/types/auth";
import styles from "./provider-icon.module.css";

const MARKS: Record<SocialProvider, { text: string; color: string }> = {
  facebook: { text: "f", color: "#1877f2" },
  google: { text: "G", color: "#ea4335" },
  steam: { text: "S", color: "#1b2838" },
  telegram: { text: "T", color: "#229ed9" },
  vk: { text: "VK", color: "#0077ff" },
  vk_id: { text: "ID", color: "#0077ff" },
  yandex: { text: "Я", color: "#fc3f1d" },
};

export function ProviderIcon({ provider, size = "m" }: { provider: SocialProvider; size?: "s" | "m" }) {
  const mark = MARKS[provider];
  return (
    <span className={`${styles.icon} ${styles[size]}`} style={{ background: mark.color }} aria-hidden="true">
      {mark.text}
    </span>
  );
}

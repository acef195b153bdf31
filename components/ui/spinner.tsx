// Loading indicator; announced to screen readers as a status.
import { useTranslations } from "next-intl";
import styles from "./spinner.module.css";

export type SpinnerSize = "s" | "m" | "l";

type SpinnerProps = { size?: SpinnerSize; label?: string; className?: string };

export function Spinner({ size = "m", label, className }: SpinnerProps) {
  const t = useTranslations("common");
  return (
    <span role="status" className={[styles.wrap, className].filter(Boolean).join(" ")}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t("loading")}</span>
    </span>
  );
}

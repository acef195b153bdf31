// The "×" button of dialogs and toasts: a bare icon button; the caller's class sizes and places it.
import styles from "./close-button.module.css";

/** The cross drawn for each icon size (the same proportions; a stroke of 2 at either size). */
const CROSS = { 16: "M4 4l8 8M12 4l-8 8", 20: "M5 5l10 10M15 5L5 15" };

export function CloseButton({
  label,
  onClick,
  className,
  iconSize,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconSize: keyof typeof CROSS;
}) {
  return (
    <button type="button" className={`${styles.close} ${className}`} onClick={onClick} aria-label={label}>
      <svg width={iconSize} height={iconSize} viewBox={`0 0 ${iconSize} ${iconSize}`} aria-hidden="true">
        <path d={CROSS[iconSize]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

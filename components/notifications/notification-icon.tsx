// Decorative icon per toast type; the type is also announced as text, so colour is never the only cue.
import type { NotificationType } from "@/lib/state/notifications";

const PATHS: Record<NotificationType, string> = {
  success: "M6 10.5l2.5 2.5L14 7.5",
  warning: "M10 6v5M10 14h.01",
  error: "M7 7l6 6M13 7l-6 6",
};

export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.18" />
      <path
        d={PATHS[type]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

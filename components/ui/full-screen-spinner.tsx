// Spinner that covers the viewport while a whole screen is not ready (e.g. an error screen still resolving).
import { Spinner } from "./spinner";
import styles from "./spinner.module.css";

export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.fullScreen} data-testid="full-screen-spinner">
      <Spinner size="l" label={label} />
    </div>
  );
}

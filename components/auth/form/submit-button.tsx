// The form's submit button: disabled and busy while the call runs, with a small spinner and a "sending" label.
import { Button } from "@/components/ui/button";
import styles from "./form.module.css";

type SubmitButtonProps = { isBusy: boolean; label: string; busyLabel: string; isBlock?: boolean };

export function SubmitButton({ isBusy, label, busyLabel, isBlock = true }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      isBlock={isBlock}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      icon={isBusy ? <span className={styles.spinner} /> : undefined}
    >
      {isBusy ? busyLabel : label}
    </Button>
  );
}

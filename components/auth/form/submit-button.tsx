"use client";
// The form's submit button: disabled and busy while the call runs, with a small spinner and a "sending" label.
// Before hydration it is disabled too: a native submit would put the fields (passwords!) into the address.
import { Button } from "@/components/ui/button";
import { useIsHydrated } from "../use-is-hydrated";
import styles from "./form.module.css";

type SubmitButtonProps = { isBusy: boolean; label: string; busyLabel: string; isBlock?: boolean };

export function SubmitButton({ isBusy, label, busyLabel, isBlock = true }: SubmitButtonProps) {
  const isHydrated = useIsHydrated();
  return (
    <Button
      type="submit"
      isBlock={isBlock}
      disabled={isBusy || !isHydrated}
      aria-busy={isBusy || undefined}
      icon={isBusy ? <span className={styles.spinner} /> : undefined}
    >
      {isBusy ? busyLabel : label}
    </Button>
  );
}

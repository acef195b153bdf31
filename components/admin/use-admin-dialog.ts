"use client";
// The state every console dialog shares: open or closed, and the confirmation of a write that succeeded (announced
// at the top of the console's page: console-notice.tsx; beside the button outside the console's layout).
// `succeed` closes the dialog and reloads the page's server data, so the record shows the change.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useConsoleNotice } from "./console-notice";

export type AdminDialogState = {
  isOpen: boolean;
  /** The last success message to show under the button: null before any, and in the console (announced there). */
  done: string | null;
  open: () => void;
  close: () => void;
  /** Closes the dialog, keeps `message` (when given) to show, and refreshes the route's data. */
  succeed: (message?: string) => void;
};

export function useAdminDialog(): AdminDialogState {
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const notice = useConsoleNotice();
  const [done, setDone] = useState<string | null>(null);
  return {
    isOpen,
    done,
    open: () => setOpen(true),
    close: () => setOpen(false),
    succeed: (message) => {
      setOpen(false);
      if (message !== undefined) {
        if (notice) notice.announce(message);
        else setDone(message);
      }
      router.refresh();
    },
  };
}

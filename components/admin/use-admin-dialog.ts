"use client";
// The state every console dialog shares: open or closed, and the line shown beside its button after a write that
// succeeded. `succeed` closes the dialog and reloads the page's server data, so the record shows the change.
import { useRouter } from "next/navigation";
import { useState } from "react";

export type AdminDialogState = {
  isOpen: boolean;
  /** The last success message (shown as a status line under the button); null before any. */
  done: string | null;
  open: () => void;
  close: () => void;
  /** Closes the dialog, keeps `message` (when given) to show, and refreshes the route's data. */
  succeed: (message?: string) => void;
};

export function useAdminDialog(): AdminDialogState {
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return {
    isOpen,
    done,
    open: () => setOpen(true),
    close: () => setOpen(false),
    succeed: (message) => {
      setOpen(false);
      if (message !== undefined) setDone(message);
      router.refresh();
    },
  };
}

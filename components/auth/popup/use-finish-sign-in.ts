"use client";
// After tokens are stored: load the new shopper's profile, re-render server parts for them (or go to the guarded
// page the guest was sent away from), say so, close.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { restartSession } from "@/lib/state/session";
import { authReturnPathStore, closeAuthPopup } from "@/lib/state/session-popup";

export function useFinishSignIn() {
  const router = useRouter();
  const notify = useNotify();
  return useCallback(
    async (message: string) => {
      const returnTo = authReturnPathStore.get();
      await restartSession();
      if (returnTo) router.push(returnTo);
      else router.refresh();
      notify({ type: "success", text: message });
      closeAuthPopup();
    },
    [router, notify],
  );
}

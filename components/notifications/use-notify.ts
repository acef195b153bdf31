"use client";
// Hook form of notify(): pushes into the jotai store of the surrounding Provider (or the default one).
import { useStore } from "jotai";
import { useCallback } from "react";
import { pushNotification, type Notification } from "@/lib/state/notifications";

export function useNotify() {
  const store = useStore();
  return useCallback((notification: Notification) => pushNotification(store, notification), [store]);
}

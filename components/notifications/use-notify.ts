"use client";
// Hook form of notify(), for components: the toasts live in one store (lib/state/notifications.ts).
import { notify } from "@/lib/state/notifications";

export function useNotify() {
  return notify;
}

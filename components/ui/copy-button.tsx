"use client";
// Copies a text to the clipboard and says so in a toast; falls back to a hidden textarea where the
// Clipboard API is missing (plain-HTTP origins other than localhost). The wording is the caller's.
import type { ReactNode } from "react";
import { notify } from "@/lib/state/notifications";

function copyWithTextarea(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.focus();
  area.select();
  const isCopied = document.execCommand?.("copy") ?? false;
  area.remove();
  if (!isCopied) throw new Error("copy refused");
}

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  copyWithTextarea(text);
}

type CopyButtonProps = {
  text: string;
  /** What a screen reader hears, e.g. "Копировать: номер карты". */
  label: string;
  title: string;
  copied: string;
  failed: string;
  className?: string;
  /** Visible text next to the icon, if any. */
  children?: ReactNode;
};

export function CopyButton({ text, label, title, copied, failed, className, children }: CopyButtonProps) {
  async function handleClick() {
    try {
      await copyText(text);
      notify({ type: "success", text: copied });
    } catch {
      notify({ type: "error", text: failed });
    }
  }
  return (
    <button type="button" className={className} onClick={handleClick} aria-label={label} title={title}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M11 3.5V3a1.5 1.5 0 0 0-1.5-1.5H3A1.5 1.5 0 0 0 1.5 3v6.5A1.5 1.5 0 0 0 3 11h.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      {children}
    </button>
  );
}

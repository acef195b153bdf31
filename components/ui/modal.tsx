"use client";
// Accessible modal dialog: focus moves in and is trapped, Esc and the backdrop close it, focus returns on close.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { getFocusableElements } from "./get-focusable-elements";
import { CloseButton } from "./close-button";
import styles from "./modal.module.css";

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Keeps the title for screen readers only. */
  isTitleHidden?: boolean;
  size?: "s" | "m" | "l";
  className?: string;
};

export function Modal({
  isOpen,
  onClose,
  title,
  children,
  isTitleHidden,
  size = "m",
  className,
}: ModalProps) {
  const t = useTranslations("common");
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // The first control of the content (a form's first field), else the close button, else the dialog.
    const focusable = dialog ? getFocusableElements(dialog) : [];
    const first = focusable.find((el) => !el.closest("[data-modal-head]")) ?? focusable[0];
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      // The opener may have been removed meanwhile; focusing a detached node is harmless.
      opener?.focus?.();
    };
  }, [isOpen]);

  if (!isOpen || typeof document === "undefined") return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = getFocusableElements(dialogRef.current);
    if (!focusable.length) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && onCloseRef.current()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(" ")}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.head} data-modal-head="">
          <h2 id={titleId} className={isTitleHidden ? "visually-hidden" : styles.title}>
            {title}
          </h2>
          <CloseButton
            className={styles.close}
            onClick={() => onCloseRef.current()}
            label={t("close")}
            iconSize={20}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

"use client";
// A menu or panel toggled by a button: it closes on Escape (focus back on the button), when the page changes,
// and, given the element that holds it, on a pointer press outside that element.
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type RefObject } from "react";

export function useDisclosure(rootRef?: RefObject<HTMLElement | null>) {
  const pathname = usePathname() ?? "/";
  const [isOpen, setIsOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A navigation closes it (state adjusted during render, as React recommends over an effect).
  if (isOpen && openedAt !== pathname) setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef?.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("keydown", onKey);
    if (rootRef) document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [isOpen, rootRef]);

  function toggle() {
    setOpenedAt(pathname);
    setIsOpen((open) => !open);
  }

  return { isOpen, toggle, close: () => setIsOpen(false), buttonRef };
}

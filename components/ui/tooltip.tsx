"use client";
// Tooltip shown on hover and on keyboard focus (default placement top); content may be markup.
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from "react";
import styles from "./tooltip.module.css";

export type TooltipPlacement = "top" | "bottom" | "left" | "right";

type TooltipProps = {
  /** Rich content as React nodes. */
  content?: ReactNode;
  /** Trusted HTML (our own messages or sanitised server text); never raw user input. */
  html?: string;
  placement?: TooltipPlacement;
  children: ReactNode;
  className?: string;
};

export function Tooltip({ content, html, placement = "top", children, className }: TooltipProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const show = () => setIsOpen(true);
  const hide = () => setIsOpen(false);

  // A focusable child gets the description itself; anything else becomes focusable through the wrapper.
  const isElementChild = isValidElement(children);
  const trigger = isElementChild
    ? cloneElement(children as ReactElement<{ "aria-describedby"?: string }>, { "aria-describedby": id })
    : children;

  return (
    <span
      className={[styles.anchor, className].filter(Boolean).join(" ")}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === "Escape" && hide()}
      tabIndex={isElementChild ? undefined : 0}
      aria-describedby={isElementChild ? undefined : id}
      data-placement={placement}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        className={`${styles.bubble} ${styles[placement]}`}
        data-open={isOpen ? "true" : "false"}
        hidden={!isOpen}
        {...(html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: content })}
      />
    </span>
  );
}

// Button of the design system: one look for <button> and for links that act as buttons.
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { SmartLink } from "./smart-link";
import styles from "./button.module.css";

export const BUTTON_SIZES = ["xl", "l", "m", "s", "xs", "xxs"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonVariant = "primary" | "secondary" | "ghost";

type CommonProps = {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container. */
  isBlock?: boolean;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
};

type AsButton = CommonProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof CommonProps> & { href?: undefined };
type AsLink = CommonProps &
  Omit<ComponentPropsWithoutRef<typeof SmartLink>, keyof CommonProps> & { href: string };

export type ButtonProps = AsButton | AsLink;

function buildClassName({ size = "m", variant = "primary", isBlock, className }: CommonProps) {
  return [styles.button, styles[`size-${size}`], styles[variant], isBlock && styles.block, className]
    .filter(Boolean)
    .join(" ");
}

export function Button(props: ButtonProps) {
  const { size, variant, isBlock, icon, className, children, ...rest } = props;
  const classes = buildClassName({ size, variant, isBlock, className });
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  if (typeof rest.href === "string") {
    const linkProps = rest as Omit<AsLink, keyof CommonProps>;
    return (
      <SmartLink {...linkProps} className={classes} data-size={size ?? "m"}>
        {content}
      </SmartLink>
    );
  }
  const buttonProps = rest as Omit<AsButton, keyof CommonProps>;
  return (
    <button type="button" {...buttonProps} className={classes} data-size={size ?? "m"}>
      {content}
    </button>
  );
}

// Text truncation: one line with an ellipsis, or a clamp to several lines; the full text stays in the title.
import type { CSSProperties, ElementType, ReactNode } from "react";
import styles from "./truncate.module.css";

type TruncateProps = {
  children: ReactNode;
  lines?: number;
  as?: ElementType;
  /** Shown on hover; defaults to the text when children is a plain string. */
  title?: string;
  className?: string;
};

export function Truncate({ children, lines = 1, as: Tag = "span", title, className }: TruncateProps) {
  const clampLines = Math.max(1, Math.floor(lines));
  const style = { "--truncate-lines": clampLines } as CSSProperties;
  const classes = [styles.truncate, clampLines === 1 ? styles.single : styles.multi, className]
    .filter(Boolean)
    .join(" ");
  return (
    <Tag
      className={classes}
      style={style}
      title={title ?? (typeof children === "string" ? children : undefined)}
      data-lines={clampLines}
    >
      {children}
    </Tag>
  );
}

// A section named by its own title (aria-labelledby): the landmark screen readers list under the title's words.
// Renders on the server and in client islands alike.
import type { ReactNode } from "react";

type TitledSectionProps = {
  /** The title's id, unique on the page. */
  id: string;
  title: ReactNode;
  /** The title's element: a heading of the page's outline, or a plain paragraph where no heading belongs. */
  as?: "h2" | "h3" | "p";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
};

export function TitledSection({
  id,
  title,
  as: Title = "h2",
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <Title id={id} className={titleClassName}>
        {title}
      </Title>
      {children}
    </section>
  );
}

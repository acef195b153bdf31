// A section named by its own title (aria-labelledby, an id of its own): the landmark screen readers list under the
// title's words. Renders on the server and in client islands alike.
import { useId, type ReactNode } from "react";

type TitledSectionProps = {
  title: ReactNode;
  /** The title's element: a heading of the page's outline, or a plain paragraph where no heading belongs. */
  as?: "h2" | "h3" | "p";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
};

export function TitledSection({
  title,
  as: Title = "h2",
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <Title id={id} className={titleClassName}>
        {title}
      </Title>
      {children}
    </section>
  );
}

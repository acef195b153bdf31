// A catalogue list's cards in the shared grid, or its empty state when there are none.
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import grid from "./catalog-grid.module.css";

type CardGridProps<T extends { id: number }> = {
  items: readonly T[];
  /** "wide": a list over the whole page (up to six a row); "narrow": beside the live feed. */
  width: "wide" | "narrow";
  empty: Parameters<typeof EmptyState>[0];
  card: (item: T, index: number) => ReactNode;
};

export function CardGrid<T extends { id: number }>({ items, width, empty, card }: CardGridProps<T>) {
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className={`${grid.grid} ${grid[width]}`}>
      {items.map((item, i) => (
        <li key={item.id}>{card(item, i)}</li>
      ))}
    </ul>
  );
}

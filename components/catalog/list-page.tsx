// The frame of a catalogue list page: its banners if any, its heading (the title, with the page number past the
// first page, and the lead), then the filters, grid and pager it is given.
import type { ReactNode } from "react";
import styles from "./list-page.module.css";

type ListPageProps = {
  title: string;
  /** The page number's label, past page 1. */
  pageLabel?: string;
  lead: string;
  /** Shown above the heading (the gift list's banners on its first, unfiltered page). */
  banners?: ReactNode;
  children: ReactNode;
};

export function ListPage({ title, pageLabel, lead, banners, children }: ListPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      {banners}
      <header className={styles.head}>
        <h1 className={styles.title}>
          {title}
          {pageLabel && <span className={styles.pageNo}> · {pageLabel}</span>}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}

// Page wrapper: container width, vertical rhythm, optional breadcrumbs, the page's h1 and a lead paragraph.
import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import styles from "./page-section.module.css";

type PageSectionProps = { title: ReactNode; lead?: ReactNode; breadcrumbs?: Crumb[]; children: ReactNode };

export function PageSection({ title, lead, breadcrumbs, children }: PageSectionProps) {
  return (
    <div className={`container ${styles.page}`}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

"use client";
// The console's confirmation line after a write, shown at the top of the page rather than beside the button that
// made it: the write often removes that button's row (a Standoff lot marked bought leaves the queue, a review hidden
// leaves a list of shown ones), and a confirmation in the row would vanish with it before anyone read it. It stays
// until the next confirmation or until the operator moves to another page.
import { usePathname } from "next/navigation";
import { createContext, useContext, useState, type ReactNode } from "react";
import styles from "./admin.module.css";

type ConsoleNotice = { announce: (message: string) => void };

const ConsoleNoticeContext = createContext<ConsoleNotice | null>(null);

/** The page-level announcer, or null outside the console's layout (a dialog then shows its line itself). */
export const useConsoleNotice = () => useContext(ConsoleNoticeContext);

export function ConsoleNoticeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [notice, setNotice] = useState<string | null>(null);
  // Another page drops the line (React's "adjust state while rendering" pattern: no effect, no extra paint).
  const [noticePath, setNoticePath] = useState(pathname);
  if (noticePath !== pathname) {
    setNoticePath(pathname);
    setNotice(null);
  }
  return (
    <ConsoleNoticeContext.Provider value={{ announce: setNotice }}>
      {notice && (
        <p role="status" className={`${styles.notice} ${styles.pageNotice}`}>
          {notice}
        </p>
      )}
      {children}
    </ConsoleNoticeContext.Provider>
  );
}

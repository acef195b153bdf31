"use client";
// Holds document.title while the caller is mounted. Next re-renders the route's metadata <title> after an
// error boundary catches, which would otherwise overwrite the error title a moment after it is set.
import { useEffect } from "react";

export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

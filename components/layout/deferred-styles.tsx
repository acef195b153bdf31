"use client";
// A page answered from the page cache carries its styles inline, pruned to the rules its markup uses, and links its
// stylesheets as media="print" so they never hold up the first paint (server/inline-critical-css.ts). Once the page
// is live they apply in full: what the client shows later (a toast, the sign-in popup, a menu) is styled too.
import { useEffect } from "react";

/** The attribute server/inline-critical-css.ts puts on the stylesheet links it deferred. */
export const DEFERRED_STYLESHEET = "data-deferred-css";

export function applyDeferredStylesheets(root: ParentNode = document) {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET}]`)) {
    link.media = "all";
    link.removeAttribute(DEFERRED_STYLESHEET);
  }
}

export function DeferredStyles() {
  useEffect(() => applyDeferredStylesheets(), []);
  return null;
}

"use client";
// A client island whose code is no part of the page's first load (issue 26). The server renders it in full, in line
// with the rest of the page (`serverComponent`, required only on the server), so the first paint is unchanged. In the
// browser, hydration keeps that markup as it is (an element whose inner HTML React is told to leave alone, the
// technique of react-lazy-hydration) and asks for the island's chunk once the page is live; when it has come, the
// island renders in place of its server markup: the same markup, so nothing moves. Until then the markup is plain
// HTML (a game's quantity buttons and the header's sign-in button are disabled in it, as before hydration).
// Not a Suspense boundary around a lazy component: Next.js streams such a boundary's markup after the page's end and
// React reveals it 300 ms after the first paint (a layout shift of 0.13-0.25 on the store's pages, measured). Not
// next/dynamic: it lists the chunk among the page's first scripts, and its loader with it.
import { createElement, useEffect, useState, type ComponentType } from "react";
import styles from "./deferred-island.module.css";

export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
): ComponentType<P> {
  /** The island's component once its chunk has come: later pages (a client-side navigation) render it at once. */
  let loaded: ComponentType<P> | undefined = serverComponent;
  return function DeferredIsland(props: P) {
    const [Island, setIsland] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Island) return;
      let isCurrent = true;
      void load().then((component) => {
        loaded = component;
        if (isCurrent) setIsland(() => component);
      });
      return () => {
        isCurrent = false;
      };
    }, [Island]);
    if (Island) return <div className={styles.island}>{createElement(Island, props)}</div>;
    // The server's markup stays until the island renders over it.
    return (
      <div className={styles.island} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  };
}

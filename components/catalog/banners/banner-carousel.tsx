"use client";
// Carousel island: native scroll-snap does the sliding, this only adds buttons, dots and a polite autoplay.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import styles from "./banner-carousel.module.css";

export type BannerCarouselLabels = {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{index} из {count}" already filled per slide, in slide order. */
  slides: string[];
  /** Label of the dot buttons, one per slide. */
  goTo: string[];
};

type BannerCarouselProps = { slides: ReactNode[]; labels: BannerCarouselLabels; intervalMs?: number };

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};
const subscribeNothing = () => () => {};

export function BannerCarousel({ slides, labels, intervalMs = 6000 }: BannerCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [isHeld, setIsHeld] = useState(false);
  // null until the shopper presses pause/play: then reduced motion decides (no autoplay at all).
  const [isStoppedByUser, setIsStoppedByUser] = useState<boolean | null>(null);
  const isReducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const isStopped = isStoppedByUser ?? isReducedMotion;
  // Off-screen slides are hidden from focus only once the buttons work (after hydration); before, they stay reachable.
  const isReady = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = ((index % count) + count) % count;
      track.scrollTo({
        left: target * track.clientWidth,
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
      setActive(target);
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || isHeld || isStopped) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") goTo(active + 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [active, count, goTo, intervalMs, isHeld, isStopped]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== active && index >= 0 && index < count) setActive(index);
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setIsHeld(false);
      }}
    >
      <ul
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        aria-live={isStopped || isHeld ? "polite" : "off"}
      >
        {slides.map((slide, i) => (
          // The list stays a list of items (a role on <li> would unmake it); each item holds the named slide.
          <li
            key={i}
            className={styles.slide}
            aria-hidden={isReady && i !== active ? true : undefined}
            inert={isReady && i !== active ? true : undefined}
          >
            <div role="group" aria-roledescription="slide" aria-label={labels.slides[i]}>
              {slide}
            </div>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            onClick={() => goTo(active - 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <ol className={styles.dots}>
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo[i]}
                  aria-current={i === active ? "true" : undefined}
                  onClick={() => goTo(i)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.arrow}
            aria-label={isStopped ? labels.play : labels.pause}
            onClick={() => setIsStoppedByUser(!isStopped)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {isStopped ? (
                <path className={styles.filled} d="M8 5l11 7-11 7z" />
              ) : (
                <path d="M9 5v14M15 5v14" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            onClick={() => goTo(active + 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}

// Random interleavings of the invariant tests, replayable from their seed.
/** A small seeded generator (mulberry32), so that a failing interleaving can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)] };
}

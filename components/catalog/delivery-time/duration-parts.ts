// A delivery time in the largest unit that keeps it readable, rounded up ("within"), never below one second:
// 45 s -> 45 seconds, 61 s -> 2 minutes, 2 h 10 min -> 3 hours, 50 h -> 3 days.
export type DurationUnit = "seconds" | "minutes" | "hours" | "days";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function durationParts(seconds: number): { unit: DurationUnit; count: number } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return { unit: "seconds", count: s };
  if (s < HOUR) return { unit: "minutes", count: Math.ceil(s / MINUTE) };
  if (s < 2 * DAY) return { unit: "hours", count: Math.ceil(s / HOUR) };
  return { unit: "days", count: Math.ceil(s / DAY) };
}

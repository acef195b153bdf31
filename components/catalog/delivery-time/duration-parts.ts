// A delivery time in the largest unit that keeps it readable and telling, rounded up ("within"), never below one
// second: seconds under two minutes (95 s says more than "2 minutes"), then minutes up to an hour, hours up to two
// days, then days. 95 s -> 95 seconds, 121 s -> 3 minutes, 2 h 10 min -> 3 hours, 50 h -> 3 days.
export type DurationUnit = "seconds" | "minutes" | "hours" | "days";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function durationParts(seconds: number): { unit: DurationUnit; count: number } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 2 * MINUTE) return { unit: "seconds", count: s };
  if (s < HOUR) return { unit: "minutes", count: Math.ceil(s / MINUTE) };
  if (s < 2 * DAY) return { unit: "hours", count: Math.ceil(s / HOUR) };
  return { unit: "days", count: Math.ceil(s / DAY) };
}

// "5 минут назад" for the live feed, without Intl.RelativeTimeFormat: a browser's first Intl formatter costs 45-75 ms
// of main thread on the development machine (ICU's locale data; 4x that on Lighthouse's phone), and the feed is the
// only part of the home page that needed one (issue 26). The unit and the rounding are next-intl's relativeTime
// (the largest unit of which there is at least one; seconds, minutes, hours, days, weeks, months, years), the words
// are the messages' (liveFeed.ago), and the plural form is Russian's own rule for whole numbers (CLDR), which the
// tests check against Intl.PluralRules and Intl.RelativeTimeFormat.

export const TIME_UNITS = ["second", "minute", "hour", "day", "week", "month", "year"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export type PluralForm = "one" | "few" | "many";
/** The words: "now" for under half a second, and each unit's three forms with a {count} slot. */
export type TimeAgoLabels = { now: string } & Record<TimeUnit, Record<PluralForm, string>>;

/** Where the count goes in a template ("{count} минут назад"). */
export const COUNT_SLOT = "{count}";

const DAY = 86_400;
/** A unit's length in seconds, as next-intl reckons it (a month is a twelfth of 365 days). */
const UNIT_SECONDS: Record<TimeUnit, number> = {
  second: 1,
  minute: 60,
  hour: 3_600,
  day: DAY,
  week: 7 * DAY,
  month: (365 / 12) * DAY,
  year: 365 * DAY,
};

/** Russian's plural form of a whole number: 1, 21, 101 -> one; 2-4, 22-24 -> few; 0, 5-20, 25-30, 111 -> many. */
export function russianPlural(n: number): PluralForm {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return "one";
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return "few";
  return "many";
}

/** The largest unit of which there is at least one in `seconds` (seconds below a minute). */
function unitOf(seconds: number): TimeUnit {
  let unit: TimeUnit = "second";
  for (const candidate of TIME_UNITS) if (seconds >= UNIT_SECONDS[candidate]) unit = candidate;
  return unit;
}

/** How long ago `created` was at `now` (ms); a moment a little ahead of this clock is "now". */
export function timeAgo(created: Date, now: number, labels: TimeAgoLabels): string {
  const seconds = Math.max(0, (now - created.getTime()) / 1000);
  const unit = unitOf(seconds);
  // Rounded as next-intl rounds the negative offset: a half rounds towards now (90 s is "1 минуту назад").
  const count = -Math.round(-seconds / UNIT_SECONDS[unit]) || 0;
  if (unit === "second" && count === 0) return labels.now;
  return labels[unit][russianPlural(count)].replace(COUNT_SLOT, String(count));
}

// The live feed's "how long ago" is written without Intl (issue 26). It must read exactly as next-intl's
// format.relativeTime did with Intl.RelativeTimeFormat: same unit, same rounding, same words.
import { russianPlural, timeAgo, type TimeAgoLabels } from "@/components/catalog/live-feed/time-ago";
import messages from "@/messages/ru.json";

const labels: TimeAgoLabels = messages.liveFeed.ago;
const NOW = Date.parse("2026-11-30T12:00:00Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

/** What the feed showed before: next-intl's unit choice and rounding, then Intl.RelativeTimeFormat. */
function intlAgo(seconds: number): string {
  const day = 86_400;
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 1],
    ["minute", 60],
    ["hour", 3_600],
    ["day", day],
    ["week", 7 * day],
    ["month", (365 / 12) * day],
    ["year", 365 * day],
  ];
  let [unit, size] = units[0];
  for (const [u, s] of units) if (seconds >= s) [unit, size] = [u, s];
  const value = Math.round(-seconds / size);
  const numeric = unit === "second" ? "auto" : "always";
  return new Intl.RelativeTimeFormat("ru", { numeric }).format(value, unit);
}

it("reads as Intl.RelativeTimeFormat did, from a moment ago to years", () => {
  const moments = [
    0, 0.4, 1, 2, 5, 11, 21, 22, 30, 59, 60, 61, 89, 90, 150, 1_260, 3_599, 3_600, 7_200, 18_000,
  ];
  for (let s = 3_600; s < 3 * 365 * 86_400; s = Math.ceil(s * 1.37)) moments.push(s);
  const differ = moments
    .map((s) => [s, timeAgo(ago(s), NOW, labels), intlAgo(s)] as const)
    .filter(([, ours, intl]) => ours !== intl);
  expect(differ).toEqual([]);
  expect(timeAgo(ago(300), NOW, labels)).toBe("5 минут назад");
  expect(timeAgo(ago(21 * 60), NOW, labels)).toBe("21 минуту назад");
});

it("says now for a purchase stamped a little ahead of this clock", () => {
  expect(timeAgo(ago(-5), NOW, labels)).toBe("сейчас");
});

it("picks Russian's plural form as Intl.PluralRules does for whole numbers", () => {
  const rules = new Intl.PluralRules("ru");
  for (let n = 0; n <= 1_000; n++) expect([n, russianPlural(n)]).toEqual([n, rules.select(n)]);
});

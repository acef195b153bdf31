// Stand-in for next-intl in jsdom tests (the package ships ESM only, which this jest set-up does not
// transform). It reads the real messages/ru.json and formats the ICU subset our messages use:
// {name} arguments and {count, plural, ...} with Russian plural rules.
import type { ReactNode } from "react";
import messages from "@/messages/ru.json";

type Values = Record<string, string | number | Date>;

const pluralRules = new Intl.PluralRules("ru");

function lookup(path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

function formatPlural(body: string, value: number): string {
  const options = new Map<string, string>();
  const re = /(=?\w+)\s*\{([^{}]*)\}/g;
  for (let m = re.exec(body); m; m = re.exec(body)) options.set(m[1], m[2]);
  const chosen =
    options.get(`=${value}`) ?? options.get(pluralRules.select(value)) ?? options.get("other") ?? "";
  return chosen.replace(/#/g, String(value));
}

export function formatMessage(template: string, values: Values = {}): string {
  const plural = template.replace(
    /\{(\w+),\s*plural,\s*((?:[^{}]|\{[^{}]*\})*)\}/g,
    (_, name: string, body: string) => formatPlural(body, Number(values[name])),
  );
  return plural.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function useTranslations(namespace?: string) {
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const t = (key: string, values?: Values) => {
    const template = lookup(full(key));
    if (typeof template !== "string") throw new Error(`Missing message: ${full(key)}`);
    return formatMessage(template, values);
  };
  t.raw = (key: string) => lookup(full(key));
  t.has = (key: string) => typeof lookup(full(key)) === "string";
  return t;
}

export const useLocale = () => "ru";

export function useFormatter() {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat("ru", options).format(value),
    dateTime: (value: Date, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("ru", { timeZone: "Europe/Moscow", ...options }).format(value),
    /** As next-intl picks the unit: the largest one that is at least 1 (seconds to years). */
    relativeTime: (value: Date, now: Date = new Date()) => {
      const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
      const units: [Intl.RelativeTimeFormatUnit, number][] = [
        ["year", 31_536_000],
        ["month", 2_628_000],
        ["week", 604_800],
        ["day", 86_400],
        ["hour", 3_600],
        ["minute", 60],
      ];
      const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
      return new Intl.RelativeTimeFormat("ru", { numeric: "auto" }).format(Math.round(seconds / size), unit);
    },
  };
}

export const useNow = () => new Date();

export function NextIntlClientProvider({
  children,
}: {
  children: ReactNode;
  locale?: string;
  messages?: unknown;
  timeZone?: string;
}) {
  return <>{children}</>;
}

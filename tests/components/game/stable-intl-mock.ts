// next-intl's stand-in with one translator per namespace, as the real useTranslations memoizes it. The user
// data form puts server errors on its fields in an effect that depends on the translator (use-server-errors);
// a new translator on every render would re-run that effect on every render.
import * as intl from "../helpers/next-intl-mock";

const translators = new Map<string, ReturnType<typeof intl.useTranslations>>();

export function useTranslations(namespace?: string) {
  const key = namespace ?? "";
  if (!translators.has(key)) translators.set(key, intl.useTranslations(namespace));
  return translators.get(key)!;
}

export const { formatMessage, useLocale, useFormatter, NextIntlClientProvider } = intl;

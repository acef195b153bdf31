"use client";
// Loaded lazily by global-error.tsx: the root layout (and its translations provider) is gone at that point,
// so the messages are brought in here instead of weighing on every page's first load.
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/ru.json";
import { RouteError } from "./route-error";

export default function GlobalErrorContent({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <NextIntlClientProvider locale="ru" messages={messages} timeZone="Europe/Moscow">
      <RouteError error={error} reset={reset} />
    </NextIntlClientProvider>
  );
}

// next-intl request config: one locale, ru; messages load on the server only.
import { getRequestConfig } from "next-intl/server";

export const LOCALE = "ru";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages: (await import("../../messages/ru.json")).default,
  timeZone: "Europe/Moscow",
}));

// next-intl request config: one locale, ru; messages load on the server only.
import { getRequestConfig } from "next-intl/server";
import { LOCALE, TIME_ZONE } from "./locale";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages: (await import("../../messages/ru.json")).default,
  timeZone: TIME_ZONE,
}));

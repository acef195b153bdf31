// The store's one locale and time zone, for the server's request config and the providers rendered in the browser.
export const LOCALE = "ru";
export const TIME_ZONE = "Europe/Moscow";

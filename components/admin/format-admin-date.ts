// Dates in the console: day and time in Moscow time, the shop's working time, whatever the server's zone.
const formatter = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export function formatAdminDate(value: string | Date | null): string {
  if (value === null) return "—";
  return formatter.format(typeof value === "string" ? new Date(value) : value);
}

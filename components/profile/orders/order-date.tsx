// When an order was placed, as a <time> element: "12 мая 2026, 14:05".
import { useFormatter } from "next-intl";

export function OrderDate({ created }: { created: string }) {
  const format = useFormatter();
  return (
    <time dateTime={created}>
      {format.dateTime(new Date(created), {
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      })}
    </time>
  );
}

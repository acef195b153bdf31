// "2 минуты", "45 секунд": a delivery time in Russian words with the right plural (after "за").
import { useTranslations } from "next-intl";
import { durationParts } from "./duration-parts";

export function useFormatDuration(): (seconds: number) => string {
  const t = useTranslations("deliveryTime");
  return (seconds) => {
    const { unit, count } = durationParts(seconds);
    return t(unit, { count });
  };
}

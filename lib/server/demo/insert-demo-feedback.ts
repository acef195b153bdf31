// Shopper reviews of delivered demo orders: mostly five stars, a few honest fours and one three.
import type { Db } from "../db/client";
import { feedback } from "../db/schema";
import { minutesAfter } from "../db/seed/time";

type FeedbackSeed = { order: string; rating: number; text: string; minutesLater: number };

const feedbackSeeds: FeedbackSeed[] = [
  {
    order: "pubg-recent",
    rating: 5,
    minutesLater: 10,
    text: "Код пришёл через минуту после оплаты, UC уже на аккаунте. Спасибо!",
  },
  {
    order: "pubg-kirill",
    rating: 5,
    minutesLater: 15,
    text: "Покупаю здесь UC уже третий месяц. Коды всегда рабочие, активировались с первого раза.",
  },
  {
    order: "standoff-nastya",
    rating: 5,
    minutesLater: 40,
    text: "Сначала не поняла, какой скин выставлять, но поддержка всё объяснила. Голда пришла, даже с небольшим излишком.",
  },
  {
    order: "gift-lera",
    rating: 5,
    minutesLater: 12,
    text: "Ключ Cyberpunk активировался в Steam без проблем, а по скидке вышло очень приятно.",
  },
  {
    order: "steam-shadowfox",
    rating: 5,
    minutesLater: 9,
    text: "Пополнил Steam за пару минут через СБП. Комиссия честно показана заранее.",
  },
  {
    order: "genshin-artem",
    rating: 4,
    minutesLater: 35,
    text: "Кристаллы пришли минут через двадцать, бонус за первое пополнение засчитался. Хотелось бы чуть быстрее.",
  },
  {
    order: "standoff-guest",
    rating: 4,
    minutesLater: 60,
    text: "Всё получил, но пришлось подождать, пока выкупят скин. В целом доволен.",
  },
  {
    order: "hsr-dmitry",
    rating: 5,
    minutesLater: 25,
    text: "Купил экспресс-пропуск и осколки, всё зачислилось на американский сервер. Рекомендую.",
  },
  {
    order: "pubg-guest",
    rating: 5,
    minutesLater: 30,
    text: "Оформил без регистрации, только почта. Код пришёл в письме, всё работает.",
  },
  {
    order: "pubg-demo",
    rating: 5,
    minutesLater: 20,
    text: "Промокод WELCOME10 сработал, скидка применилась сразу. Отличный сервис!",
  },
  {
    order: "mlbb-vanya",
    rating: 3,
    minutesLater: 90,
    text: "Алмазы и недельный пропуск пришли, но оплата переводом заняла время: пришлось ждать подтверждения банка.",
  },
  {
    order: "gift-guest",
    rating: 5,
    minutesLater: 18,
    text: "Baldur's Gate 3 с промокодом дешевле, чем где-либо. Ключ пришёл мгновенно.",
  },
  {
    order: "ff-guest",
    rating: 5,
    minutesLater: 14,
    text: "Оплатил со счёта телефона, подтвердил СМС — алмазы в игре через пять минут.",
  },
  {
    order: "gift-kirill",
    rating: 4,
    minutesLater: 45,
    text: "Ключ рабочий, но письмо с кодом попало в спам. Хорошо, что он есть в истории заказов.",
  },
  {
    order: "pubg-nightowl",
    rating: 5,
    minutesLater: 16,
    text: "Оплатил картой из Казахстана, всё прошло без проблем. 8100 UC на месте.",
  },
];

/** Reviews of the demo orders (by seed key); each is dated some minutes after its order. */
export async function insertDemoFeedback(
  db: Db,
  orderMap: Map<string, { id: number; created: Date }>,
): Promise<void> {
  await db.insert(feedback).values(
    feedbackSeeds.map((f) => {
      const order = orderMap.get(f.order);
      if (!order) throw new Error(`Seed: feedback for unknown order ${f.order}`);
      return {
        orderId: order.id,
        rating: f.rating,
        text: f.text,
        created: minutesAfter(order.created, f.minutesLater),
      };
    }),
  );
}

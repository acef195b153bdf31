// Demo gift products over every type and region, new and old, discounted and full price, with cashback.
// Full games are listed here, editions and add-ons in gift-addons.ts. The cover is /images/gifts/{key}.svg.
import type { gifts } from "../schema";
import { giftAddonSeeds } from "./gift-addons";

export type GiftSeed = Omit<typeof gifts.$inferInsert, "id" | "created" | "logo" | "discountPercent"> & {
  key: string;
  ageDays: number;
};

const fullGameSeeds: GiftSeed[] = [
  {
    key: "cyberpunk-2077",
    title: "Cyberpunk 2077",
    type: "game",
    region: "ru_cis",
    price: "1999.00",
    discountPrice: "1399.00",
    cashback: "70.00",
    isMain: true,
    description:
      "Приключенческая RPG в открытом мире Найт-Сити — мегаполисе, одержимом властью, роскошью и модификациями тела. " +
      "Ключ активируется в Steam на аккаунтах из России и стран СНГ.",
    tags: ["RPG", "Открытый мир", "Киберпанк"],
    ageDays: 120,
  },
  {
    key: "elden-ring",
    title: "Elden Ring",
    type: "game",
    region: "cis",
    price: "3999.00",
    discountPrice: "2799.00",
    cashback: "120.00",
    isMain: true,
    description:
      "Ролевой экшен от FromSoftware: огромные Междуземья, свобода исследования и сложные сражения. Ключ для стран СНГ, кроме России.",
    tags: ["Souls-like", "RPG", "Открытый мир"],
    ageDays: 200,
  },
  {
    key: "baldurs-gate-3",
    title: "Baldur's Gate 3",
    type: "game",
    region: "world",
    price: "2999.00",
    cashback: "100.00",
    isMain: true,
    description:
      "Партийная RPG по вселенной Dungeons & Dragons: собирайте отряд, принимайте решения и меняйте судьбу Побережья Мечей.",
    tags: ["RPG", "Пошаговые бои", "Кооператив"],
    ageDays: 10,
  },
  {
    key: "rdr2",
    title: "Red Dead Redemption 2",
    type: "game",
    region: "world",
    price: "2499.00",
    discountPrice: "999.00",
    cashback: "30.00",
    description: "Эпическая история Артура Моргана и банды Ван дер Линде на закате эпохи Дикого Запада.",
    tags: ["Вестерн", "Открытый мир", "Экшен"],
    ageDays: 300,
  },
  {
    key: "half-life-2",
    title: "Half-Life 2",
    type: "game",
    region: "world",
    price: "299.00",
    cashback: "5.00",
    isOldClassic: true,
    description: "Классика жанра: Гордон Фримен, монтировка и Сити 17. В комплект входят оба эпизода.",
    tags: ["Шутер", "Классика"],
    ageDays: 1100,
  },
  {
    key: "portal-2",
    title: "Portal 2",
    type: "game",
    region: "world",
    price: "249.00",
    cashback: "5.00",
    isOldClassic: true,
    description: "Головоломки с порталами, GLaDOS и кооперативная кампания для двоих.",
    tags: ["Головоломки", "Кооператив", "Классика"],
    ageDays: 1000,
  },
  {
    key: "atomic-heart",
    title: "Atomic Heart",
    type: "game",
    region: "ru",
    price: "1999.00",
    discountPrice: "999.00",
    cashback: "35.00",
    description:
      "Экшен в альтернативном СССР 1955 года: роботы, полимеры и безумные эксперименты. Ключ для аккаунтов из России.",
    tags: ["Шутер", "Ретрофутуризм"],
    ageDays: 250,
  },
  {
    key: "smuta",
    title: "Смута",
    type: "game",
    region: "ru",
    price: "1999.00",
    cashback: "50.00",
    description: "Историческая ролевая игра о Смутном времени: Москва начала XVII века, Минин и Пожарский.",
    tags: ["RPG", "Историческая"],
    ageDays: 5,
  },
  {
    key: "stardew-valley",
    title: "Stardew Valley",
    type: "game",
    region: "world",
    price: "449.00",
    cashback: "10.00",
    description:
      "Уютный симулятор фермы: выращивайте урожай, рыбачьте, дружите с жителями долины. Поддерживает кооператив.",
    tags: ["Симулятор", "Инди", "Кооператив"],
    ageDays: 700,
  },
  {
    key: "hades-2",
    title: "Hades II",
    type: "game",
    region: "world",
    price: "1299.00",
    cashback: "30.00",
    description:
      "Продолжение знаменитого рогалика: Мелиноя, сестра Загрея, сражается с Кроносом, повелителем времени.",
    tags: ["Рогалик", "Экшен", "Инди"],
    ageDays: 3,
  },
  {
    key: "silksong",
    title: "Hollow Knight: Silksong",
    type: "game",
    region: "world",
    price: "799.00",
    cashback: "20.00",
    isMain: true,
    description:
      "Хорнет отправляется в новое королевство, полное шёлка и песен. Метроидвания от Team Cherry.",
    tags: ["Метроидвания", "Инди", "Платформер"],
    ageDays: 1,
  },
  {
    key: "space-marine-2",
    title: "Warhammer 40,000: Space Marine 2",
    type: "game",
    region: "cis",
    price: "3299.00",
    discountPrice: "2299.00",
    cashback: "80.00",
    description: "Лейтенант Тит и Ультрамарины против роя тиранидов: кампания, кооператив и PvP.",
    tags: ["Экшен", "Кооператив", "Warhammer"],
    ageDays: 90,
  },
  {
    key: "black-myth-wukong",
    title: "Black Myth: Wukong",
    type: "game",
    region: "world",
    price: "3499.00",
    cashback: "100.00",
    description: "Экшен-RPG по мотивам «Путешествия на Запад»: сражения с демонами в роли Сунь Укуна.",
    tags: ["Экшен", "Мифология"],
    ageDays: 20,
  },
  {
    key: "cities-skylines-2",
    title: "Cities: Skylines II",
    type: "game",
    region: "ru_cis",
    price: "2299.00",
    cashback: "0.00",
    // Withdrawn from sale: shows that inactive gifts are hidden from the catalogue.
    isActive: false,
    description: "Градостроительный симулятор нового поколения. Продажа ключей приостановлена издателем.",
    tags: ["Симулятор", "Градостроительство"],
    ageDays: 260,
  },
];

export const giftSeeds: GiftSeed[] = [...fullGameSeeds, ...giftAddonSeeds];

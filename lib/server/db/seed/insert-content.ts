// Info pages (articles) and the operator's contact details.
import type { Db } from "../db";
import { articles, contacts } from "../schema";
import { privacyPolicy } from "./articles/privacy-policy";
import { textBlock } from "./articles/text-block";
import { userAgreement } from "./articles/user-agreement";

// INN and OGRN are made up but pass the official check-digit rules, so validators accept them.
const contactSeeds: (typeof contacts.$inferInsert)[] = [
  {
    companyName: "ООО «ГеймКоин»",
    address: "123112, г. Москва, Пресненская наб., д. 12, этаж 45, офис 4512",
    inn: "7701234560",
    companyId: "1257700123450",
    extra: [
      "КПП 770101001",
      "E-mail: support@gamecoin.example",
      "Телефон: +7 (800) 000-00-00 (бесплатно по России)",
      "Поддержка работает ежедневно с 9:00 до 23:00 (МСК)",
    ].join("\n"),
  },
  {
    companyName: "ООО «ГеймКоин», обособленное подразделение в Санкт-Петербурге",
    address: "191186, г. Санкт-Петербург, Невский пр., д. 28, офис 301",
    inn: "7701234560",
    companyId: "1257700123450",
    extra: [
      "КПП 784201001",
      "E-mail: spb@gamecoin.example",
      "Приём претензий по будням с 10:00 до 18:00",
    ].join("\n"),
  },
];

export async function insertContent(db: Db): Promise<void> {
  await db.insert(articles).values([privacyPolicy, userAgreement, textBlock]);
  await db.insert(contacts).values(contactSeeds);
}

// The e-mail templates: Russian, both parts, every interpolated value escaped in the HTML part, links absolute.
import { alreadyRegisteredMail, passwordResetMail, welcomeMail } from "@/lib/server/auth/account-mails";
import type { MailMessage } from "@/lib/server/mail/mail-message";
import { escapeHtml, html } from "@/lib/server/mail/templates/escape-html";
import { formatRub } from "@/lib/server/mail/templates/format-rub";
import { incorrectDetailsMail } from "@/lib/server/mail/templates/incorrect-details";
import { absoluteUrl } from "@/lib/server/mail/templates/mail-layout";
import { orderDeliveredMail } from "@/lib/server/mail/templates/order-delivered";
import { orderReceiptMail } from "@/lib/server/mail/templates/order-receipt";
import { orderRefundedMail } from "@/lib/server/mail/templates/order-refunded";
import { captureCreditMail } from "@/lib/server/payments/capture-credit-mail";

/** A hostile value per field: it must come out of the HTML part as text, never as markup. */
const evil = (field: string) => `<script>alert("${field}")</script>&'`;
const escaped = (field: string) => escapeHtml(evil(field));
const ORDER_URL = "https://shop.example/orders/h4sh/details?from=mail&x=1";
const NBSP = "\u00a0";

function expectWellFormed(mail: MailMessage) {
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="ru">/);
  expect(mail.html).toContain("GameCoin");
  expect(mail.text).toContain("Команда GameCoin");
  // Nothing a value smuggled in survives as a tag: no script, no attribute break-out.
  expect(mail.html).not.toMatch(/<script/i);
  expect(mail.html).not.toMatch(/<link|<img|src=|url\(/i);
}

function expectEscaped(mail: MailMessage, fields: string[]) {
  for (const field of fields) {
    expect(mail.html).toContain(escaped(field));
    expect(mail.text).toContain(evil(field));
  }
}

/** Every href in the HTML part and every URL in the text part. */
function linksOf(mail: MailMessage) {
  const hrefs = [...(mail.html ?? "").matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  const texts = [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  return { hrefs, texts };
}

function expectOrderLink(mail: MailMessage) {
  const { hrefs, texts } = linksOf(mail);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toBe(ORDER_URL);
  expect(texts).toEqual([ORDER_URL]);
  // In HTML the & of the query is an entity.
  expect(mail.html).toContain('href="https://shop.example/orders/h4sh/details?from=mail&amp;x=1"');
}

describe("escapeHtml and the html tag", () => {
  it("escape the five characters and keep markup the tag made", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p>${inner}${["<u>", html`<br />`]}${null}${false}${7}</p>`.value).toBe(
      "<p><b>&lt;i&gt;</b>&lt;u&gt;<br />7</p>",
    );
  });
});

describe("formatRub", () => {
  it("formats decimal strings the Russian way without floats", () => {
    expect(formatRub("1499.00")).toBe(`1${NBSP}499${NBSP}₽`);
    expect(formatRub("149.5")).toBe(`149,50${NBSP}₽`);
    expect(formatRub("90071992547409.99")).toBe(`90${NBSP}071${NBSP}992${NBSP}547${NBSP}409,99${NBSP}₽`);
    expect(() => formatRub("1e3")).toThrow();
  });
});

describe("absoluteUrl", () => {
  it("refuses relative and non-http links", () => {
    expect(absoluteUrl("https://shop.example/a b")).toBe("https://shop.example/a%20b");
    expect(() => absoluteUrl("/orders/x/details")).toThrow();
    expect(() => absoluteUrl("javascript:alert(1)")).toThrow();
    expect(() =>
      orderReceiptMail({ to: "a@example.com", orderId: 1, orderUrl: "/orders/x", lines: [], total: "1.00" }),
    ).toThrow();
  });
});

describe("order receipt", () => {
  it("lists the lines and totals, escaped, with the order link", () => {
    const mail = orderReceiptMail({
      to: "buyer@example.com",
      orderId: 42,
      orderUrl: ORDER_URL,
      lines: [
        { title: evil("title"), quantity: 2, amount: "1499.00" },
        { title: "60 UC", quantity: 1, amount: "89.50" },
      ],
      discount: "100.00",
      paidFromBalance: "0.00",
      total: "1488.50",
    });
    expectWellFormed(mail);
    expectEscaped(mail, ["title"]);
    expectOrderLink(mail);
    expect(mail.subject).toBe("GameCoin: заказ №42 оплачен");
    expect(mail.to).toBe("buyer@example.com");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`1${NBSP}499${NBSP}₽`);
      expect(part).toContain(`89,50${NBSP}₽`);
      expect(part).toContain(`−100${NBSP}₽`);
      expect(part).toContain(`1${NBSP}488,50${NBSP}₽`);
      expect(part).not.toContain("Списано с баланса");
    }
    expect(mail.text).toContain("60 UC × 1");
  });

  it("tells a Standoff 2 buyer which skin to list, from which account and at exactly which price", () => {
    const mail = orderReceiptMail({
      to: "buyer@example.com",
      orderId: 7,
      orderUrl: ORDER_URL,
      lines: [{ title: "100 голды", quantity: 1, amount: "99.00" }],
      total: "99.00",
      standoffListing: { skinName: evil("skin"), price: "107.41", gameAccountId: "48811230" },
    });
    expectWellFormed(mail);
    expectEscaped(mail, ["skin"]);
    for (const part of [mail.text, mail.html]) expect(part).toMatch(/48811230[\s\S]*107,41 голды/);
  });

  it("says what was paid and how: the balance share, the method's charge and its fee (issue 24)", () => {
    const mail = orderReceiptMail({
      to: "buyer@example.com",
      orderId: 8,
      orderUrl: ORDER_URL,
      lines: [{ title: "Пополнение", quantity: 1, amount: "976.65" }],
      paidFromBalance: "399.00",
      charge: { amount: "594.98", currency: "RUB", amountRub: "594.98" },
      methodFee: "17.33",
      total: "993.98",
    });
    expectWellFormed(mail);
    expect(mail.text).toContain(`Списано с баланса: 399${NBSP}₽`);
    expect(mail.text).toContain(`Оплачено способом оплаты (с комиссией): 594,98${NBSP}₽`);
    expect(mail.text).toContain(`В том числе комиссия способа оплаты: 17,33${NBSP}₽`);
    expect(mail.text).toContain(`Итого оплачено: 993,98${NBSP}₽`);
    expect(mail.html).toContain(`993,98${NBSP}₽`);
  });
});

describe("order delivered", () => {
  const mail = orderDeliveredMail({
    to: "buyer@example.com",
    orderId: 7,
    orderUrl: ORDER_URL,
    lines: [
      {
        kind: "pubg",
        title: evil("pubgTitle"),
        items: [
          { code: evil("pubgCode"), amountUc: 60 },
          { code: "UC-SECOND", amountUc: 325 },
        ],
      },
      {
        kind: "key",
        title: evil("keyTitle"),
        items: [{ code: evil("key"), instructions: evil("instructions") }],
      },
      { kind: "steam", title: evil("steamTitle"), credited: "500.00", steamAccountId: evil("steamLogin") },
      {
        kind: "supply",
        title: evil("supplyTitle"),
        quantity: 3,
        playerId: evil("player"),
        server: evil("server"),
      },
      { kind: "standoff", title: evil("standoffTitle"), gold: 100, gameAccountId: evil("standoffId") },
    ],
  });

  it("escapes every value and links to the order", () => {
    expectWellFormed(mail);
    expectEscaped(mail, [
      "pubgTitle",
      "pubgCode",
      "keyTitle",
      "key",
      "instructions",
      "steamTitle",
      "steamLogin",
      "supplyTitle",
      "player",
      "server",
      "standoffTitle",
      "standoffId",
    ]);
    expectOrderLink(mail);
    expect(mail.subject).toBe("GameCoin: заказ №7 выполнен");
  });

  it("shows codes with their UC, keys with instructions, the Steam credit and the top-up note", () => {
    for (const part of [mail.text, mail.html ?? ""]) {
      expect(part).toContain("UC-SECOND");
      expect(part).toContain("325 UC");
      expect(part).toContain("60 UC");
      expect(part).toContain(`Зачислено ${"<strong>".repeat(part === mail.text ? 0 : 1)}500${NBSP}₽`);
      expect(part).toContain("(3 шт.) отправлено на аккаунт");
      expect(part).toContain("100 G");
      expect(part).toContain("не пересылайте это письмо");
    }
  });

  it("says only that it is done when nothing secret was delivered", () => {
    const plain = orderDeliveredMail({
      to: "buyer@example.com",
      orderId: 8,
      orderUrl: ORDER_URL,
      lines: [{ kind: "steam", title: "Steam", credited: "100.00", steamAccountId: "gamer" }],
    });
    expectWellFormed(plain);
    expect(plain.text).not.toContain("не пересылайте");
    expect(plain.text).toContain(`Зачислено 100${NBSP}₽ на кошелёк Steam аккаунта gamer`);
  });
});

describe("incorrect details", () => {
  it("names the field, quotes the provider, links to the fix", () => {
    const mail = incorrectDetailsMail({
      to: "buyer@example.com",
      orderId: 9,
      orderUrl: ORDER_URL,
      productTitle: evil("product"),
      field: "supplyUserId",
      value: evil("value"),
      providerMessage: evil("provider"),
    });
    expectWellFormed(mail);
    expectEscaped(mail, ["product", "value", "provider"]);
    expectOrderLink(mail);
    expect(mail.subject).toBe("GameCoin: проверьте данные для заказа №9");
    expect(mail.text).toContain("Поле: ID игрока");
    expect(mail.html).toContain("Исправить данные");
  });
});

describe("order refunded", () => {
  it("says a card refund the provider pays later is arranged, never that it is done", () => {
    const mail = orderRefundedMail({
      to: "buyer@example.com",
      orderId: 10,
      orderUrl: ORDER_URL,
      amount: "250.00",
      destination: "card_pending",
      reason: "Нет в наличии",
    });
    expectWellFormed(mail);
    expect(mail.text).toContain(`Мы оформили возврат 250${NBSP}₽ на карту или счёт`);
    expect(mail.text).not.toContain("Мы вернули");
  });

  it.each([
    ["balance", "на баланс вашего аккаунта"],
    ["card", "на карту или счёт"],
  ] as const)("says where the money went (%s), why, and links to the order", (destination, where) => {
    const mail = orderRefundedMail({
      to: "buyer@example.com",
      orderId: 10,
      orderUrl: ORDER_URL,
      amount: "250.00",
      destination,
      reason: evil("reason"),
      titles: [evil("refundedTitle")],
    });
    expectWellFormed(mail);
    expectEscaped(mail, ["reason", "refundedTitle"]);
    expectOrderLink(mail);
    expect(mail.subject).toBe(`GameCoin: возврат 250${NBSP}₽ по заказу №10`);
    expect(mail.text).toContain(`Мы вернули 250${NBSP}₽ ${where}`);
    expect(mail.html).toContain(where);
  });
});

describe("account and capture-credit mails in the layout", () => {
  it("the reset mail carries the link, escaped in HTML, as the only link in text", () => {
    const link = "https://shop.example/reset?uid=a&token=b<c";
    const mail = passwordResetMail("user@example.com", link, 30);
    expectWellFormed(mail);
    const { hrefs, texts } = linksOf(mail);
    expect(texts).toEqual(["https://shop.example/reset?uid=a&token=b%3Cc"]);
    expect(new Set(hrefs)).toEqual(new Set(texts));
    expect(mail.html).not.toContain("b<c");
    expect(mail.text).toContain("Ссылка действует 30 минут");
    expect(mail.text).toContain("Если вы не запрашивали это письмо");
  });

  it("welcome and already-registered link to the site", () => {
    for (const mail of [
      welcomeMail("user@example.com", "https://shop.example"),
      alreadyRegisteredMail("user@example.com", "https://shop.example"),
    ]) {
      expectWellFormed(mail);
      const { hrefs, texts } = linksOf(mail);
      expect(texts).toEqual(["https://shop.example/"]);
      expect(new Set(hrefs)).toEqual(new Set(texts));
    }
  });

  it("the capture-credit mail keeps the amount as reported, escaped in HTML", () => {
    const mail = captureCreditMail({
      to: "payer@example.com",
      orderId: 5,
      amountRub: evil("amount"),
      toBalance: false,
      orderLink: ORDER_URL,
    });
    expectWellFormed(mail);
    expectEscaped(mail, ["amount"]);
    expectOrderLink(mail);
    expect(mail.subject).toBe("GameCoin: платёж по заказу №5 сохранён за вами");
  });
});

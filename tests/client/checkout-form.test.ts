// The user data form's schema (SPEC.md section 5): which fields each game kind requires, the e-mail only for
// a guest where the game allows guests, the Standoff avatar (a picture or an earlier order's), the supply
// channel's server (picked or typed) and the Standoff surplus.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AVATAR_TYPES,
  checkoutFormSchema,
  EMPTY_CHECKOUT_VALUES,
  type CheckoutFormOptions,
  type CheckoutFormValues,
} from "@/lib/schemas/orders/checkout-form";
import { MAX_AVATAR_BYTES, randomSurplus, surplusField } from "@/lib/schemas/orders/standoff";

const REQUIRED = "Обязательное поле.";
const EMPTY = "Это поле не может быть пустым.";
const AVATAR_MISSING = "Приложите аватар аккаунта.";

function check(options: CheckoutFormOptions, values: Partial<CheckoutFormValues> = {}) {
  const result = checkoutFormSchema(options).safeParse({ ...EMPTY_CHECKOUT_VALUES, ...values });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return { data: result.success ? result.data : undefined, errors };
}

const picture = (type = "image/png", size = 1024, name = "avatar.png") =>
  new File([new Uint8Array(size)], name, { type });

describe("checkoutFormSchema: e-mail", () => {
  it("requires a valid e-mail when isMailRequired", () => {
    expect(check({ kind: "pubg", isMailRequired: true }).errors.mail).toBeDefined();
    expect(check({ kind: "pubg", isMailRequired: true }, { mail: "  " }).errors.mail).toBeDefined();
    expect(check({ kind: "pubg", isMailRequired: true }, { mail: "not-an-email" }).errors).toEqual({
      mail: "Введите правильный адрес электронной почты.",
    });
  });

  it("says the e-mail is required, not malformed, when it is left empty", () => {
    const { errors } = check({ kind: "pubg", isMailRequired: true });
    expect(errors.mail).not.toBe("Введите правильный адрес электронной почты.");
  });

  it("trims and lower-cases the e-mail", () => {
    const { data } = check({ kind: "pubg", isMailRequired: true }, { mail: "  Buyer@Example.COM " });
    expect(data?.mail).toBe("buyer@example.com");
  });

  it("leaves the e-mail optional otherwise, but still checks one that is typed", () => {
    const optional = { kind: "pubg", isMailRequired: false } as const;
    expect(check(optional).errors).toEqual({});
    expect(check(optional).data?.mail).toBeUndefined();
    expect(check(optional, { mail: "bad" }).errors).toEqual({
      mail: "Введите правильный адрес электронной почты.",
    });
    expect(check(optional, { mail: "A@B.RU" }).data?.mail).toBe("a@b.ru");
  });

  it("refuses an address longer than 254 characters", () => {
    const long = `${"a".repeat(250)}@b.ru`;
    expect(check({ kind: "pubg", isMailRequired: true }, { mail: long }).errors.mail).toBe(
      "Адрес электронной почты слишком длинный.",
    );
  });
});

describe("checkoutFormSchema: required fields per kind", () => {
  it("PUBG needs nothing but the e-mail rule, and drops every other field", () => {
    const { data, errors } = check(
      { kind: "pubg", isMailRequired: false },
      { userId: "x", gameAccountId: "y", steamAccountId: "z", surplus: "0.5", serverId: "3" },
    );
    expect(errors).toEqual({});
    expect(data).toEqual({
      mail: undefined,
      userId: undefined,
      serverId: undefined,
      serverCustomId: undefined,
      gameAccountId: undefined,
      steamAccountId: undefined,
      avatar: undefined,
      historyOrderId: undefined,
      surplus: undefined,
    });
  });

  it("Steam needs the Steam account id, trimmed", () => {
    const steam = { kind: "steam", isMailRequired: false } as const;
    expect(check(steam).errors).toEqual({ steamAccountId: EMPTY });
    expect(check(steam, { steamAccountId: "   " }).errors).toEqual({ steamAccountId: EMPTY });
    expect(check(steam, { steamAccountId: "  gaben " }).data).toMatchObject({
      steamAccountId: "gaben",
      gameAccountId: undefined,
      userId: undefined,
    });
  });

  it("the supply channel needs its user id", () => {
    const supply = { kind: "supply", isMailRequired: false } as const;
    expect(check(supply).errors).toEqual({ userId: EMPTY });
    expect(check(supply, { userId: " 12345 " }).data).toMatchObject({ userId: "12345" });
  });

  it("Standoff needs the account id and an avatar", () => {
    const standoff = { kind: "standoff", isMailRequired: false } as const;
    expect(check(standoff).errors).toEqual({ gameAccountId: EMPTY, avatar: AVATAR_MISSING });
    const { data, errors } = check(standoff, { gameAccountId: " 123456789 ", avatar: picture() });
    expect(errors).toEqual({});
    expect(data?.gameAccountId).toBe("123456789");
    expect(data?.avatar).toBeInstanceOf(File);
  });

  it("refuses account ids over 64 characters or with control characters", () => {
    const steam = { kind: "steam", isMailRequired: false } as const;
    expect(check(steam, { steamAccountId: "a".repeat(64) }).errors).toEqual({});
    expect(check(steam, { steamAccountId: "a".repeat(65) }).errors.steamAccountId).toBe(
      "Убедитесь, что это значение содержит не более 64 символов.",
    );
    expect(check(steam, { steamAccountId: "a\u0000b" }).errors.steamAccountId).toBe(
      "Управляющие символы недопустимы.",
    );
  });

  it("reports every missing field at once, with the e-mail", () => {
    expect(Object.keys(check({ kind: "standoff", isMailRequired: true }).errors).sort()).toEqual([
      "avatar",
      "gameAccountId",
      "mail",
    ]);
  });
});

describe("checkoutFormSchema: Standoff avatar", () => {
  const standoff = { kind: "standoff", isMailRequired: false } as const;
  const withAvatar = (avatar: File | null, historyOrderId: number | null = null) =>
    check(standoff, { gameAccountId: "1", avatar, historyOrderId });

  it.each(AVATAR_TYPES)("accepts a %s picture", (type) => {
    expect(withAvatar(picture(type)).errors).toEqual({});
  });

  it.each(["image/gif", "image/svg+xml", "application/pdf", ""])("refuses a %p file", (type) => {
    expect(withAvatar(picture(type)).errors).toEqual({ avatar: "Приложите картинку PNG, JPEG или WebP." });
  });

  it("accepts exactly 2 MB and refuses one byte more", () => {
    expect(withAvatar(picture("image/png", MAX_AVATAR_BYTES)).errors).toEqual({});
    expect(withAvatar(picture("image/png", MAX_AVATAR_BYTES + 1)).errors).toEqual({
      avatar: "Картинка больше 2 МБ: уменьшите её.",
    });
  });

  it("accepts an earlier order's avatar instead of a picture", () => {
    const { data, errors } = withAvatar(null, 102);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ avatar: null, historyOrderId: 102 });
  });

  it("keeps both when a picture is chosen over an earlier avatar (the picture wins when sent)", () => {
    const { data } = withAvatar(picture(), 102);
    expect(data?.avatar).toBeInstanceOf(File);
    expect(data?.historyOrderId).toBe(102);
  });

  it("refuses a history order id that is not a positive whole number", () => {
    expect(withAvatar(null, 0).errors.historyOrderId).toBeDefined();
    expect(withAvatar(null, -4).errors.historyOrderId).toBeDefined();
    expect(withAvatar(null, 1.5).errors.historyOrderId).toBeDefined();
  });

  it("refuses something that is not a file", () => {
    const result = checkoutFormSchema(standoff).safeParse({
      ...EMPTY_CHECKOUT_VALUES,
      gameAccountId: "1",
      avatar: "avatar.png",
    });
    expect(result.success).toBe(false);
  });

  it("does not ask other kinds for an avatar", () => {
    expect(check({ kind: "steam", isMailRequired: false }, { steamAccountId: "x" }).errors).toEqual({});
  });
});

describe("checkoutFormSchema: supply-channel server", () => {
  const base = { kind: "supply", isMailRequired: false, isServerNeeded: true } as const;

  it("needs one of the servers when the game has a list", () => {
    const options = { ...base, isServerEnum: true };
    expect(check(options, { userId: "1" }).errors).toEqual({ serverId: "Выберите сервер." });
    expect(check(options, { userId: "1", serverId: "abc" }).errors).toEqual({ serverId: "Выберите сервер." });
    expect(check(options, { userId: "1", serverId: "0" }).errors.serverId).toBeDefined();
    const { data } = check(options, { userId: "1", serverId: "7", serverCustomId: "typed" });
    expect(data).toMatchObject({ serverId: 7, serverCustomId: undefined });
  });

  // zodResolver shows a union's closest branch's first issue (English); the field is checked without one.
  it("gives the form a Russian message for a server left unpicked", async () => {
    const schema = checkoutFormSchema({ ...base, isServerEnum: true });
    const values = { ...EMPTY_CHECKOUT_VALUES, userId: "1" };
    const result = await zodResolver(schema)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.serverId?.message).toMatch(/^[^A-Za-z]+$/);
  });

  it("needs a typed server id when the game has no list", () => {
    const options = { ...base, isServerEnum: false };
    expect(check(options, { userId: "1" }).errors).toEqual({ serverCustomId: REQUIRED });
    expect(check(options, { userId: "1", serverCustomId: "   " }).errors).toEqual({
      serverCustomId: REQUIRED,
    });
    expect(check(options, { userId: "1", serverCustomId: "x".repeat(65) }).errors.serverCustomId).toBe(
      "Убедитесь, что это значение содержит не более 64 символов.",
    );
    const { data } = check(options, { userId: "1", serverCustomId: " 2001 ", serverId: "7" });
    expect(data).toMatchObject({ serverCustomId: "2001", serverId: undefined });
  });

  it("asks for no server when the game needs none", () => {
    for (const isServerEnum of [true, false]) {
      const { data, errors } = check(
        { kind: "supply", isMailRequired: false, isServerNeeded: false, isServerEnum },
        { userId: "1", serverId: "7", serverCustomId: "2001" },
      );
      expect(errors).toEqual({});
      expect(data).toMatchObject({ serverId: undefined, serverCustomId: undefined });
    }
  });

  it("ignores the server options for kinds other than the supply channel", () => {
    const { errors } = check(
      { kind: "steam", isMailRequired: false, isServerNeeded: true, isServerEnum: true },
      { steamAccountId: "x" },
    );
    expect(errors).toEqual({});
  });
});

describe("checkoutFormSchema: Standoff surplus", () => {
  const valid = { gameAccountId: "1", historyOrderId: 5 };

  it("is dropped unless the settings enable it", () => {
    const { data, errors } = check({ kind: "standoff", isMailRequired: false }, { ...valid, surplus: "abc" });
    expect(errors).toEqual({});
    expect(data?.surplus).toBeUndefined();
  });

  it("is 0 to 0.99 with at most two decimals when enabled, sent with two decimals", () => {
    const options = { kind: "standoff", isMailRequired: false, isSurplusEnabled: true } as const;
    expect(check(options, { ...valid, surplus: "0.23" }).data?.surplus).toBe("0.23");
    expect(check(options, { ...valid, surplus: "0.5" }).data?.surplus).toBe("0.50");
    expect(check(options, { ...valid, surplus: " 0 " }).data?.surplus).toBe("0.00");
    for (const bad of ["1", "1.00", "0.123", "-0.1", "abc", ".5", "0,5", ""]) {
      expect(check(options, { ...valid, surplus: bad }).errors.surplus).toBe(
        "Введите число от 0 до 0.99 (не больше двух знаков после точки).",
      );
    }
  });

  it("is never read for other kinds even when enabled", () => {
    const { data } = check(
      { kind: "pubg", isMailRequired: false, isSurplusEnabled: true },
      { surplus: "0.10" },
    );
    expect(data?.surplus).toBeUndefined();
  });
});

describe("randomSurplus", () => {
  it("covers 0.00 to 0.23 in steps of 0.01 across the whole random range", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_400; i += 1) seen.add(randomSurplus(() => i / 2_400));
    const expected = Array.from({ length: 24 }, (_, n) => `0.${String(n).padStart(2, "0")}`);
    expect([...seen].sort()).toEqual(expected);
  });

  it("gives the ends of the range for the ends of random()", () => {
    expect(randomSurplus(() => 0)).toBe("0.00");
    expect(randomSurplus(() => 0.999_999_999)).toBe("0.23");
    // A random() that returned 1 would otherwise give 0.24.
    expect(randomSurplus(() => 1)).toBe("0.23");
  });

  it("spreads evenly: each step gets a 24th of the range", () => {
    expect(randomSurplus(() => 1 / 24 - 1e-9)).toBe("0.00");
    expect(randomSurplus(() => 1 / 24)).toBe("0.01");
    expect(randomSurplus(() => 23 / 24)).toBe("0.23");
  });

  it("uses Math.random by default and always gives a surplus the server accepts", () => {
    for (let i = 0; i < 200; i += 1) {
      const surplus = randomSurplus();
      expect(surplus).toMatch(/^0\.(0\d|1\d|2[0-3])$/);
      expect(surplusField().parse(surplus)).toBe(surplus);
    }
  });
});

describe("checkoutFormSchema: player id formats", () => {
  const CHARS = "Допустимы только латинские буквы, цифры и знаки _ . - (без пробелов и эмодзи).";
  const digits = { playerIdPattern: "\\d{5,12}", playerIdHint: "от 5 до 12 цифр" };

  it("checks each kind's id by the game's format, with the message the order route gives", () => {
    const supply = { kind: "supply", isMailRequired: false, ...digits } as const;
    expect(check(supply, { userId: "1234" }).errors).toEqual({
      userId: "Неверный формат: нужно от 5 до 12 цифр.",
    });
    expect(check(supply, { userId: " 812345678 " }).data?.userId).toBe("812345678");
    const standoff = { kind: "standoff", isMailRequired: false, playerIdPattern: "\\d{6,12}" } as const;
    expect(check(standoff, { gameAccountId: "12345", avatar: picture() }).errors).toEqual({
      gameAccountId: "Неверный формат ID для этой игры.",
    });
    const steam = {
      kind: "steam",
      isMailRequired: false,
      playerIdPattern: "[A-Za-z0-9_]{3,32}",
      playerIdHint: "от 3 до 32 латинских букв, цифр или знаков _",
    } as const;
    expect(check(steam, { steamAccountId: "ab" }).errors.steamAccountId).toBe(
      "Неверный формат: нужно от 3 до 32 латинских букв, цифр или знаков _.",
    );
    expect(check(steam, { steamAccountId: "gaben_fan" }).errors).toEqual({});
  });

  it("refuses spaces, emoji and other scripts in any game, with or without a format", () => {
    for (const options of [
      { kind: "supply", isMailRequired: false },
      { kind: "supply", isMailRequired: false, ...digits },
    ] as const) {
      for (const userId of ["812 345 678", "812345678🙂", "Игрок"]) {
        expect(check(options, { userId }).errors).toEqual({ userId: CHARS });
      }
    }
  });

  it("gives one message for an empty id, not the format's too", () => {
    const supply = { kind: "supply", isMailRequired: false, ...digits } as const;
    expect(check(supply, { userId: "  " }).errors).toEqual({ userId: EMPTY });
    const result = checkoutFormSchema(supply).safeParse({ ...EMPTY_CHECKOUT_VALUES, userId: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([EMPTY]);
  });
});

// The player id rule shared by the order form and the order routes, and the guard on games' patterns.
import {
  ACCOUNT_ID_CHARS_MESSAGE,
  checkPlayerId,
  findPlayerIdPatternFault,
} from "@/lib/schemas/orders/check-player-id";
import { gameSeeds } from "@/lib/server/db/seed/games";

describe("checkPlayerId", () => {
  const digits = { pattern: "\\d{5,12}", hint: "от 5 до 12 цифр" };

  it("matches the whole value, not a part of it", () => {
    expect(checkPlayerId("812345678", digits)).toBeUndefined();
    expect(checkPlayerId("1234", digits)).toBe("Неверный формат: нужно от 5 до 12 цифр.");
    expect(checkPlayerId("1234567890123", digits)).toBe("Неверный формат: нужно от 5 до 12 цифр.");
    // Without anchoring, "\d{5,12}" would find five digits inside.
    expect(checkPlayerId("abc12345", digits)).toBe("Неверный формат: нужно от 5 до 12 цифр.");
    expect(checkPlayerId("12345x", { pattern: "\\d{5}|x" })).toBe("Неверный формат ID для этой игры.");
  });

  it("refuses spaces, emoji, other scripts and look-alike digits whatever the game", () => {
    for (const value of ["12 345", "12345🙂", "Игрок", "１２３４５", "a\tb", "ab/cd", "a@b"]) {
      expect({ value, message: checkPlayerId(value) }).toEqual({ value, message: ACCOUNT_ID_CHARS_MESSAGE });
    }
    expect(checkPlayerId("Gamer_1.2-3")).toBeUndefined();
    expect(checkPlayerId("a".repeat(65))).toMatch(/не более 64 символов/);
  });

  it("keeps every sandbox magic id valid in the demo catalogue", () => {
    const formats = gameSeeds.filter((g) => g.playerIdPattern);
    expect(formats.length).toBeGreaterThanOrEqual(6);
    for (const game of formats) {
      const example = game.kind === "steam" ? "login" : "8123";
      for (const ending of ["0000", "1111", "2222", "3333"]) {
        const id = `${example}${ending}`;
        const rule = { pattern: game.playerIdPattern, hint: game.playerIdHint };
        expect({ game: game.key, id, message: checkPlayerId(id, rule) }).toEqual({
          game: game.key,
          id,
          message: undefined,
        });
      }
      expect(findPlayerIdPatternFault(game.playerIdPattern!)).toBeUndefined();
      expect(game.playerIdHint).toBeTruthy();
    }
  });
});

describe("findPlayerIdPatternFault", () => {
  it("takes the formats ids have", () => {
    for (const p of ["\\d{5,12}", "[A-Za-z0-9_]{3,32}", "\\d{8,10}(-\\d{4})?", "(?:EU|NA)\\d{6}", "[0-9]+"]) {
      expect({ p, fault: findPlayerIdPatternFault(p) }).toEqual({ p, fault: undefined });
    }
  });

  it("refuses long, invalid and backtracking patterns", () => {
    expect(findPlayerIdPatternFault(`\\d{1,5}${"x".repeat(200)}`)).toMatch(/длиннее 200/);
    expect(findPlayerIdPatternFault("(\\d+")).toMatch(/не является/);
    expect(findPlayerIdPatternFault("(a)\\1")).toMatch(/Обратные ссылки/);
    for (const p of ["(\\d+)+", "(a|a)*", "(?:\\d{2,})+", "((ab)*c)+", "(?<n>x+){2,}"]) {
      expect({ p, fault: findPlayerIdPatternFault(p) }).toEqual({
        p,
        fault: expect.stringMatching(/повтор/),
      });
    }
  });

  it("is not run by checkPlayerId when refused, so a hostile pattern costs nothing", () => {
    const started = Date.now();
    expect(checkPlayerId(`${"1".repeat(60)}x`, { pattern: "(\\d+)+\\d" })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

// Player ids (supply-channel user id, Standoff account id, Steam login) are checked twice, by one rule shared by
// the order form and the order routes: first the characters every id may hold, whatever the game (no spaces,
// emoji or other scripts: no game's id has them, and a look-alike letter would deliver to a stranger), then
// the game's own format from the catalogue. A game's pattern is an operator's regular expression run on
// shoppers' input, so it is kept cheap: the input is at most 64 safe characters before any pattern runs, and a
// pattern that is long, or repeats a group that itself repeats or alternates, is refused (see
// findPlayerIdPatternFault) and then ignored rather than run.

export const MAX_ACCOUNT_ID_LENGTH = 64;
export const MAX_PLAYER_ID_PATTERN_LENGTH = 200;

const ACCOUNT_ID_CHARS = /^[A-Za-z0-9_.-]+$/;

export const ACCOUNT_ID_CHARS_MESSAGE =
  "Допустимы только латинские буквы, цифры и знаки _ . - (без пробелов и эмодзи).";

/** The game's format as the catalogue holds it: a regular expression for the whole value and its wording. */
export type PlayerIdRule = { pattern?: string | null; hint?: string | null };

/** The message for a trimmed id holding characters no id may hold; undefined when they are all allowed. */
export function checkAccountIdChars(value: string): string | undefined {
  return ACCOUNT_ID_CHARS.test(value) ? undefined : ACCOUNT_ID_CHARS_MESSAGE;
}

/** What is wrong with a pattern an operator wants to store (too long, invalid, may backtrack); undefined if fine. */
export function findPlayerIdPatternFault(pattern: string): string | undefined {
  if (pattern.length > MAX_PLAYER_ID_PATTERN_LENGTH)
    return `Шаблон длиннее ${MAX_PLAYER_ID_PATTERN_LENGTH} символов.`;
  try {
    new RegExp(pattern, "u");
  } catch {
    return "Шаблон не является регулярным выражением.";
  }
  if (/\\[1-9]|\\k</.test(pattern)) return "Обратные ссылки в шаблоне недопустимы.";
  if (repeatsAmbiguousGroup(pattern))
    return "Группа с повтором или выбором внутри не может повторяться: такой шаблон может работать очень долго.";
  return undefined;
}

/**
 * True when a group followed by *, + or {…} holds a quantifier or an alternation: the shapes ((a+)+, (a|a)*)
 * that backtrack exponentially. Conservative on purpose: an id's format never needs them.
 */
function repeatsAmbiguousGroup(pattern: string): boolean {
  const frames: { isAmbiguous: boolean }[] = [{ isAmbiguous: false }];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const top = frames[frames.length - 1];
    if (c === "\\") {
      i++;
    } else if (c === "[") {
      // Skip the class: its brackets and quantifier characters are literals.
      for (i++; i < pattern.length && pattern[i] !== "]"; i++) if (pattern[i] === "\\") i++;
    } else if (c === "(") {
      frames.push({ isAmbiguous: false });
      // (?:, (?=, (?!, (?<=, (?<!, (?<name>: the ? is syntax, not a quantifier.
      if (pattern[i + 1] === "?") {
        i++;
        if (pattern[i + 1] === "<" && pattern[i + 2] !== "=" && pattern[i + 2] !== "!") {
          while (i < pattern.length && pattern[i] !== ">") i++;
        } else i++;
      }
    } else if (c === ")") {
      const group = frames.pop() ?? { isAmbiguous: false };
      const next = pattern[i + 1];
      const isRepeated = next === "*" || next === "+" || next === "{";
      if (isRepeated && group.isAmbiguous) return true;
      const parent = frames[frames.length - 1] ?? frames[0];
      parent.isAmbiguous ||= group.isAmbiguous || isRepeated;
    } else if (c === "*" || c === "+" || c === "?" || c === "{" || c === "|") {
      top.isAmbiguous = true;
    }
  }
  return false;
}

const compiled = new Map<string, RegExp | null>();
const MAX_COMPILED = 500;

/** The pattern anchored to the whole value, compiled once; null for a pattern refused above. */
export function compilePlayerIdPattern(pattern: string): RegExp | null {
  let regexp = compiled.get(pattern);
  if (regexp === undefined) {
    regexp = findPlayerIdPatternFault(pattern) ? null : new RegExp(`^(?:${pattern})$`, "u");
    // Patterns come from the catalogue (a handful of games); the cap only guards against unbounded growth.
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(pattern, regexp);
  }
  return regexp;
}

/** The field error the game's format gives, naming its hint. */
export const playerIdFormatMessage = (hint?: string | null) =>
  hint?.trim() ? `Неверный формат: нужно ${hint.trim()}.` : "Неверный формат ID для этой игры.";

/**
 * The message for a trimmed, non-empty id that does not fit the characters every id may hold or the game's
 * format; undefined when it fits. A pattern refused by findPlayerIdPatternFault is not run (the characters
 * rule still applies).
 */
export function checkPlayerId(value: string, rule: PlayerIdRule = {}): string | undefined {
  if (value.length > MAX_ACCOUNT_ID_LENGTH)
    return `Убедитесь, что это значение содержит не более ${MAX_ACCOUNT_ID_LENGTH} символов.`;
  const charsMessage = checkAccountIdChars(value);
  if (charsMessage) return charsMessage;
  const regexp = rule.pattern ? compilePlayerIdPattern(rule.pattern) : null;
  return regexp && !regexp.test(value) ? playerIdFormatMessage(rule.hint) : undefined;
}

// How the catalogue forms' text inputs become the values the API's zod bodies check: roubles and per cents typed
// with a comma, an empty optional amount as none, labels as a comma-separated line, whole numbers as numbers.
const text = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const asDecimal = {
  setValueAs: (v: unknown) => (typeof v === "string" ? v.trim().replace(",", ".") : v),
};

export const asOptionalDecimal = {
  setValueAs: (v: unknown) => (text(v) === "" ? null : asDecimal.setValueAs(v)),
};

export const asWholeNumber = { valueAsNumber: true } as const;

export const asTags = {
  setValueAs: (v: unknown) =>
    Array.isArray(v)
      ? v
      : String(v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
};

"use client";
// Puts an accounts call's failure onto a react-hook-form form: field errors on fields, the rest in root.server.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { readServerErrors } from "./read-server-errors";

/** `fieldNames` and `aliases` should be module constants: they are dependencies of the returned callback. */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  aliases?: Record<string, Path<T>>,
) {
  const t = useTranslations("auth.errors");
  return useCallback(
    (error: unknown) => {
      const messages = { network: t("network"), timeout: t("timeout"), server: t("server") };
      const { fields, root } = readServerErrors(error, fieldNames, messages, aliases);
      Object.entries(fields).forEach(([name, message], index) =>
        setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      if (root) setError("root.server", { type: "server", message: root });
    },
    [t, setError, fieldNames, aliases],
  );
}

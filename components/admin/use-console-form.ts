"use client";
// react-hook-form for a console form, checked in the browser with the API handler's own zod body schema; a refusal
// of the API lands on its field (DRF's {"field": [...]}, camelCased by the client) or, for anything else, above the form (root.server).
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { readServerErrors } from "@/components/auth/form/read-server-errors";

export function useConsoleForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
) {
  const t = useTranslations("admin");
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  /**
   * Puts the API's refusal on the form's fields, the rest above the form; `rename` points a refusal's own field at
   * the form's (an upload's `image` at the picture field it fills).
   */
  const showServerErrors = (error: unknown, rename: Record<string, string> = {}) => {
    const failed = t("action_failed");
    const names = Object.keys(defaultValues as object);
    // The client camelCases error bodies (fixFee); the form's fields keep the schema's snake_case (fix_fee).
    const aliases = {
      ...Object.fromEntries(names.map((n) => [n.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), n])),
      ...rename,
    };
    const { fields, root } = readServerErrors(
      error,
      names,
      { network: failed, timeout: failed, server: failed },
      aliases,
    );
    Object.entries(fields).forEach(([name, message], index) =>
      form.setError(name as Path<I>, { type: "server", message }, { shouldFocus: index === 0 }),
    );
    if (root) form.setError("root.server", { type: "server", message: root });
  };
  /** handleSubmit for a write: `send` gets the checked values, and whatever the API refuses is shown as above. */
  const submit = (send: (values: O) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        showServerErrors(error);
      }
    });
  return { ...form, showServerErrors, submit };
}

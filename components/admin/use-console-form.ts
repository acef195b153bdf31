"use client";
// react-hook-form for a console form, checked in the browser with the API handler's own zod body schema seen in
// camelCase (camelCaseSchema: the form's fields and values are camelCase, as all browser code); a refusal of the
// API lands on its field (DRF's {"field": [...]}, camelCased by the client) or, for anything else, above the form
// (root.server).
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { camelCaseSchema } from "@/lib/api/camel-case-schema";
import type { CamelCasedDeep } from "@/lib/api/camel-cased-deep";

export function useConsoleForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<CamelCasedDeep<I>>,
) {
  type Values = CamelCasedDeep<I> & FieldValues;
  const t = useTranslations("admin");
  const form = useForm<Values, unknown, CamelCasedDeep<O>>({
    resolver: zodResolver(camelCaseSchema(schema) as never) as never,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  /**
   * Puts the API's refusal on the form's fields, the rest above the form; `rename` points a refusal's own field at
   * the form's (an upload's `image` at the picture field it fills).
   */
  const showServerErrors = (error: unknown, rename: Record<string, string> = {}) => {
    const failed = t("action_failed");
    const names = Object.keys(defaultValues as object);
    const { fields, root } = readServerErrors(
      error,
      names,
      { network: failed, timeout: failed, server: failed },
      rename,
    );
    Object.entries(fields).forEach(([name, message], index) =>
      form.setError(name as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 }),
    );
    if (root) form.setError("root.server", { type: "server", message: root });
  };
  /** handleSubmit for a write: `send` gets the checked values, and whatever the API refuses is shown as above. */
  const submit = (send: (values: CamelCasedDeep<O>) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        showServerErrors(error);
      }
    });
  return { ...form, showServerErrors, submit };
}

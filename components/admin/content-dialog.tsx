"use client";
// A content record's dialog (a banner, an article, a FAQ entry, requisites): its form, new or existing, checked in
// the browser with the API handler's own zod body schema (react-hook-form) and sent as one write, the API's field
// errors under their fields; or, with `isDelete`, the confirmation of its deletion. A picture field takes an
// address or an uploaded file (stored first, its address put in the field). The page's data is reloaded after a
// success. Audited on the server.
import { useTranslations } from "next-intl";
import type { ChangeEvent } from "react";
import { z } from "zod";
import {
  deleteContent,
  saveContent,
  uploadContentImage,
  type ContentKey,
  type ContentKindName,
} from "@/lib/api/admin-content";
import { contentEndpointGroups } from "@/lib/schemas/admin/content";
import { DialogField, type DialogFieldSpec } from "./dialog-field";
import { DialogForm } from "./dialog-form";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";
import styles from "./admin.module.css";

export type ContentField = DialogFieldSpec & {
  /** number: sent as a number; select: a record's id (sent as a number); image: an address or an upload. */
  type?: "text" | "textarea" | "number" | "select" | "image";
};

export type ContentDialogProps = {
  kind: ContentKindName;
  /** null: a new record. */
  recordKey: ContentKey | null;
  label: string;
  title: string;
  fields: ContentField[];
  values: Record<string, string | number>;
  variant?: "primary" | "secondary" | "ghost";
  /** The dialog deletes the record (`recordKey`) after showing `text`; no fields. */
  isDelete?: boolean;
  text?: string;
};

const NOTHING = z.object({});

type Form = ReturnType<typeof useConsoleForm<Record<string, unknown>, Record<string, unknown>>>;

/** The file beside a picture's address: the upload's address replaces what was typed. */
function ImageUpload({ form, name, label }: { form: Form; name: string; label: string }) {
  const t = useTranslations("admin");
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    try {
      const { url } = await uploadContentImage(file);
      form.setValue(name, url, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      // The upload's refusal is about its `image` field: shown under the picture it was for.
      form.showServerErrors(error, { image: name });
    }
  }
  return (
    <label className={styles.field}>
      <span>{t("content_upload", { field: label })}</span>
      <input type="file" accept="image/png,image/jpeg,image/webp" onChange={upload} />
    </label>
  );
}

export function ContentDialog({
  kind,
  recordKey,
  label,
  title,
  fields,
  values,
  variant = "secondary",
  isDelete,
  text,
}: ContentDialogProps) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const calls = contentEndpointGroups[kind];
  const body = isDelete ? NOTHING : recordKey === null ? calls.create.body : calls.update.body;
  const schema = body as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  const form = useConsoleForm(schema, values);
  const { register, submit, formState, reset } = form;
  const { errors } = formState;

  const onSubmit = submit(async (checked) => {
    if (isDelete && recordKey !== null) await deleteContent(kind, recordKey);
    else await saveContent(kind, recordKey, checked);
    if (recordKey === null) reset();
    dialog.succeed(isDelete ? undefined : t("saved"));
  });

  return (
    <DialogForm
      dialog={dialog}
      label={label}
      title={title}
      submitLabel={isDelete ? label : t("save")}
      variant={variant}
      size="l"
      text={text}
      formState={formState}
      onSubmit={onSubmit}
    >
      {fields.map((f) => {
        const isNumber = f.type === "number" || f.type === "select";
        const field = (
          <DialogField
            key={f.name}
            field={f}
            registration={register(f.name, isNumber ? { valueAsNumber: true } : {})}
            error={errors[f.name]?.message as string | undefined}
          />
        );
        if (f.type !== "image") return field;
        return (
          <div key={f.name}>
            {field}
            <ImageUpload form={form as unknown as Form} name={f.name} label={f.label} />
          </div>
        );
      })}
    </DialogForm>
  );
}

"use client";
// The actions of a content record's row: "Изменить" (its form in a dialog) and "Удалить" (confirmed in a dialog);
// both reload the page's data after the write. Audited on the server; on the storefront at once.
import { useTranslations } from "next-intl";
import { ContentDialog, type ContentDialogProps } from "./content-dialog";
import styles from "./admin.module.css";

export type ContentRowProps = { edit: ContentDialogProps & { recordKey: string | number }; name: string };

export function ContentRowActions({ edit, name }: ContentRowProps) {
  const t = useTranslations("admin");
  return (
    <div className={styles.actions}>
      <ContentDialog {...edit} />
      <ContentDialog
        kind={edit.kind}
        recordKey={edit.recordKey}
        label={t("content_delete")}
        title={t("content_delete_title", { name })}
        text={t("content_delete_text")}
        fields={[]}
        values={{}}
        variant="ghost"
        isDelete
      />
    </div>
  );
}

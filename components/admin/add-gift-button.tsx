"use client";
// "Добавить подарок" on the console's gifts page: the gift's form in a dialog; the new gift's page opens next (its
// cover is uploaded there).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminDialog } from "./admin-dialog";
import { DialogFooter } from "./dialog-footer";
import { GiftForm } from "./gift-form";
import { useAdminDialog } from "./use-admin-dialog";

export function AddGiftButton() {
  const t = useTranslations("admin");
  const router = useRouter();
  const dialog = useAdminDialog();
  return (
    <AdminDialog dialog={dialog} label={t("add_gift")} title={t("add_gift")} size="l">
      <GiftForm
        onSaved={(gift) => {
          dialog.close();
          router.push(`/admin/gifts/${gift.id}`);
        }}
        footer={(error, _notice, isBusy) => (
          <DialogFooter error={error} label={t("add_gift")} isBusy={isBusy} onCancel={dialog.close} />
        )}
      />
    </AdminDialog>
  );
}

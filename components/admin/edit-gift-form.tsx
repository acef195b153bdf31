"use client";
// A gift's form on its console page: saved in place, the page's data reloaded after.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { AdminGift } from "@/lib/server/catalog/admin-gift-row";
import { GiftForm } from "./gift-form";
import { DialogFooter } from "./dialog-footer";

export function EditGiftForm({ gift }: { gift: AdminGift }) {
  const t = useTranslations("admin");
  const router = useRouter();
  return (
    <GiftForm
      gift={gift}
      onSaved={() => router.refresh()}
      footer={(error, notice, isBusy) => (
        <DialogFooter error={error} notice={notice} isBusy={isBusy} label={t("save")} />
      )}
    />
  );
}

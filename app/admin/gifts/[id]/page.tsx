// /admin/gifts/{id} – one gift for admins: its fields and its cover, each saved on the storefront at once and
// audited
import type { Metadata } from "next";
import { SmartLink } from "@/components/ui/smart-link";
import { getTranslations } from "next-intl/server";
import { EditGiftForm } from "@/components/admin/edit-gift-form";
import { loadRecord } from "@/components/admin/load-record";
import { LogoUpload } from "@/components/admin/logo-upload";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { getAdminGift } from "@/lib/server/catalog/admin-gift-row";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("gifts_title") };
}

export default async function AdminGiftPage({ params }: Props) {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const gift = await loadRecord((await params).id, getAdminGift);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("edit_gift_title", { title: gift.title })}</h1>
        <SmartLink href={`/gifts/detalis/${gift.id}`} className={styles.exportLink}>
          {t("open_in_store")}
        </SmartLink>
      </div>
      <LogoUpload target={{ type: "gifts", id: gift.id }} logo={gift.logo} title={t("gift_cover")} />
      <EditGiftForm gift={gift} />
    </>
  );
}

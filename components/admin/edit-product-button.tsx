"use client";
// "Изменить" on the console's catalogue: a dialog with the product's price, discount price (empty: none), quantity
// limits, visibility and (PUBG) low-stock threshold, sent as one PATCH; the API's field errors are shown under the
// form, the page reloads after.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { updateProduct } from "@/lib/api/admin";
import { ResponseError } from "@/lib/api/errors";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { DialogFooter } from "./dialog-footer";
import styles from "./admin.module.css";

export type EditableProduct = {
  id: number;
  title: string;
  price: string;
  discountPrice: string | null;
  minQuantity: number;
  maxQuantity: number;
  isActive: boolean;
  /** PUBG codes left below which the product is flagged; null: not a PUBG product (no field). */
  lowStockThreshold: number | null;
};

/** Every message of a DRF-style refusal, field by field. */
function messagesOf(err: unknown): string | null {
  if (!(err instanceof ResponseError)) return null;
  if (err.detail) return err.detail;
  const body = err.body as Record<string, unknown> | null;
  const all = Object.values(body ?? {}).flatMap((v) =>
    Array.isArray(v) ? v.filter((m) => typeof m === "string") : [],
  );
  return all.length ? all.join(" ") : null;
}

export function EditProductButton({ product }: { product: EditableProduct }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) =>
      String(form.get(name) ?? "")
        .trim()
        .replace(",", ".");
    setBusy(true);
    setError(null);
    try {
      await updateProduct(product.id, {
        title: text("title"),
        price: text("price"),
        discountPrice: text("discount_price") || null,
        minQuantity: Number(text("min_quantity")),
        maxQuantity: Number(text("max_quantity")),
        isActive: form.get("is_active") === "on",
        ...(product.lowStockThreshold === null
          ? {}
          : { lowStockThreshold: Number(text("low_stock_threshold")) }),
      });
      setOpen(false);
      router.refresh();
    } catch (err) {
      setError(messagesOf(err) ?? t("action_failed"));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, value: string | number, inputMode?: "decimal" | "numeric") => (
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      <input id={`${id}-${name}`} name={name} defaultValue={value} inputMode={inputMode} autoComplete="off" />
    </label>
  );

  return (
    <>
      <Button size="s" variant="secondary" onClick={() => setOpen(true)}>
        {t("edit")}
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("edit_product_title", { title: product.title })}
      >
        <form onSubmit={submit} className={styles.dialogBody}>
          {field("title", t("col_product"), product.title)}
          {field("price", t("col_price"), product.price, "decimal")}
          {field("discount_price", t("col_discount_price"), product.discountPrice ?? "", "decimal")}
          {field("min_quantity", t("col_min_quantity"), product.minQuantity, "numeric")}
          {field("max_quantity", t("col_max_quantity"), product.maxQuantity, "numeric")}
          {product.lowStockThreshold !== null &&
            field("low_stock_threshold", t("col_low_stock_threshold"), product.lowStockThreshold, "numeric")}
          <label className={styles.checkbox}>
            <input type="checkbox" name="is_active" defaultChecked={product.isActive} />
            <span>{t("product_active")}</span>
          </label>
          <DialogFooter error={error} label={t("save")} isBusy={isBusy} onCancel={() => setOpen(false)} />
        </form>
      </Modal>
    </>
  );
}

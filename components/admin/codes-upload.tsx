"use client";
// The PUBG codes upload: a CSV file (product_id,code rows, or codes alone for a chosen product), sent as the
// operator's browser would, then the report: codes added per product and every skipped row with its reason.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { importPubgCodes, type CodesImportReport } from "@/lib/api/admin";
import { ResponseError } from "@/lib/api/errors";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

type Product = { id: number; title: string };

/** The API's first field or non-field message, if it gave one. */
function firstMessage(err: unknown): string | null {
  if (!(err instanceof ResponseError)) return null;
  if (err.detail) return err.detail;
  const body = err.body as Record<string, unknown> | null;
  const first = body && Object.values(body).find(Array.isArray);
  return Array.isArray(first) && typeof first[0] === "string" ? first[0] : null;
}

export function CodesUpload({ products }: { products: Product[] }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const id = useId();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<CodesImportReport | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    const productId = Number(form.get("product_id")) || undefined;
    if (!(file instanceof File) || file.size === 0) {
      setError(t("codes_file_missing"));
      return;
    }
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await importPubgCodes(file, productId));
      router.refresh();
    } catch (err) {
      setError(firstMessage(err) ?? t("action_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("codes_upload")}</h2>
      <form onSubmit={submit} className={styles.filters}>
        <label className={styles.field}>
          <span>{t("codes_file")}</span>
          <input type="file" name="file" accept=".csv,text/csv,text/plain" required />
        </label>
        <label className={styles.field}>
          <span>{t("codes_product")}</span>
          <select name="product_id" defaultValue="">
            <option value="">{t("codes_product_from_file")}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.filterActions}>
          <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t("codes_uploading") : t("codes_upload_button")}
          </Button>
        </div>
      </form>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {report && (
        <div role="status" className={styles.notice}>
          <p>{t("codes_added", { count: report.added })}</p>
          <ul>
            {report.products.map((p) => (
              <li key={p.productId}>
                {t("codes_added_product", { title: p.title, added: p.added, stock: p.inStock })}
              </li>
            ))}
          </ul>
          {report.rejectedCount > 0 && (
            <>
              <p>{t("codes_rejected", { count: report.rejectedCount })}</p>
              <ul>
                {report.rejected.map((r) => (
                  <li key={r.row}>{t("codes_rejected_row", { row: r.row, reason: r.reason })}</li>
                ))}
              </ul>
              {report.rejectedCount > report.rejected.length && (
                <p>{t("codes_rejected_more", { count: report.rejectedCount - report.rejected.length })}</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

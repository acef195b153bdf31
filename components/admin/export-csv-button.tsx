"use client";
// "Выгрузить в CSV": the export endpoint takes the staff session's Bearer token (and second-factor cookie), which a
// plain link cannot send, so the file is fetched by the API client and handed to the browser as a download.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { downloadOrdersCsv } from "@/lib/api/admin-orders";
import { ResponseError } from "@/lib/api/errors";
import styles from "./admin.module.css";

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportCsvButton({ query }: { query: Record<string, string> }) {
  const t = useTranslations("admin");
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await downloadOrdersCsv(query);
      saveFile(blob, filename);
    } catch (e) {
      setError((e instanceof ResponseError && e.detail) || t("export_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.exportAction}>
      <Button size="s" onClick={download} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t("export_busy") : t("export_csv")}
      </Button>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </div>
  );
}

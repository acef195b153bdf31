"use client";
// Draws a QR code in the browser as SVG: no image service ever sees the payment link. The encoder loads only
// when a QR scenario needs it.
import { useEffect, useState } from "react";
import { buildQrPath } from "./qr-path";
import styles from "./scenario.module.css";

/** The standard's quiet zone, in modules. */
const MARGIN = 4;

type QrSymbol = { path: string; size: number } | "error" | null;

export function QrCode({ text, label, errorText }: { text: string; label: string; errorText: string }) {
  const [symbol, setSymbol] = useState<{ text: string; value: QrSymbol }>({ text, value: null });

  useEffect(() => {
    let isCurrent = true;
    import("qrcode")
      .then(({ create }) => {
        const { modules } = create(text, { errorCorrectionLevel: "M" });
        return { path: buildQrPath(modules, MARGIN), size: modules.size + MARGIN * 2 };
      })
      .catch(() => "error" as const)
      .then((value) => {
        if (isCurrent) setSymbol({ text, value });
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  const value = symbol.text === text ? symbol.value : null;
  if (value === "error") return <p className={styles.qrError}>{errorText}</p>;
  if (!value) return <div className={styles.qrPlaceholder} aria-hidden="true" />;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${value.size} ${value.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={value.size} height={value.size} fill="#fff" />
      <path d={value.path} fill="#000" />
    </svg>
  );
}

// A QR symbol's dark modules as one SVG path: each horizontal run of dark modules is one rectangle, which keeps
// the path short. Coordinates are in modules, shifted by the quiet zone.
import type { BitMatrix } from "qrcode";

export function buildQrPath(modules: Pick<BitMatrix, "size" | "get">, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col++) {
      const isDark = col < modules.size && modules.get(row, col) === 1;
      if (isDark && runStart < 0) runStart = col;
      if (!isDark && runStart >= 0) {
        parts.push(`M${runStart + margin} ${row + margin}h${col - runStart}v1h-${col - runStart}z`);
        runStart = -1;
      }
    }
  }
  return parts.join("");
}

// Types of metric-labels.mjs for the TypeScript that imports it (tests).
export const UNMATCHED_ROUTE: string;
export const PUBLIC_FILE_ROUTE: string;
export const BUILD_FILE_ROUTE: string;
export function methodLabel(method: string | undefined): string;
export function statusLabel(status: number): string;
export function templateOfPage(page: string): string;
export function createRouteLabels(options: { distDir: string; publicDir: string }): {
  routeLabel: (url: string | undefined) => string;
  size: number;
};

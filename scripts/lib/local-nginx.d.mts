// Types of scripts/lib/local-nginx.mjs for the TypeScript that imports it (the tests that run the real nginx).
export type LocalNginxOptions = {
  port: number;
  upstreamPorts: number[];
  serverName?: string;
  https: { port: number; certificate: string; key: string };
};
export function localNginxSite(site: string, options: LocalNginxOptions & { dir: string }): string;
export function writeLocalNginx(dir: string, site: string, options: LocalNginxOptions): string;

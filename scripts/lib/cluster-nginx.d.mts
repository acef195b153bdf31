// Types of scripts/lib/cluster-nginx.mjs for tests/server/cluster-nginx.test.ts.
type Where = { dir: string; logs?: string; port: number; ports: number[] };
export function clusterSite(text: string, where: Where): string;
export function writeNginxConfig(siteText: string, where: Where): string;
export function writeMainConfig(dir: string, logs: string): string;

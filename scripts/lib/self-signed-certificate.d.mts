// Types of scripts/lib/self-signed-certificate.mjs for the TypeScript that imports it (the nginx site test).
export function selfSignedCertificate(dir: string, host?: string): { certificate: string; key: string };

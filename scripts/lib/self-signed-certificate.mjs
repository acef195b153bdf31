// A throw-away self-signed certificate for a local nginx's TLS port (the paint bench, the nginx site test): cert.pem
// and key.pem written into `dir`, valid two days for `host`.
import { execFileSync } from "node:child_process";
import path from "node:path";

/** Writes the pair with openssl and returns the two paths, as writeLocalNginx's `https` option takes them. */
export function selfSignedCertificate(dir, host = "localhost") {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=DNS:${host}`,
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  return { certificate, key };
}

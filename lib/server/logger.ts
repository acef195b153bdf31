// Structured logs: JSON lines in production, quiet in tests; secrets are redacted by path; each line carries the
// request id of the work in hand (lib/server/http/request-context.ts).
import pino from "pino";
import { currentRequestId } from "./http/request-context";

const isTest = process.env.NODE_ENV === "test";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (isTest ? "silent" : "info"),
  // Every line written while serving a request (or a job it sent) names that request.
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: {
    paths: [
      ...["password", "new_password", "newPassword", "passwordHash", "password_hash"],
      ...[
        "token",
        "refresh",
        "access",
        "code",
        "state",
        "code_verifier",
        "codeVerifier",
        "secret",
        "cookie",
        "authorization",
      ],
      ...["hash", "tgAuthResult", "smtpUrl", "SMTP_URL", "AUTH_SECRET"],
    ]
      .flatMap((key) => [key, `*.${key}`])
      .concat(["req.headers.authorization", "req.headers.cookie", "headers.authorization", "headers.cookie"]),
    censor: "[redacted]",
  },
});

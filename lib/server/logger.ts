// Structured logs: JSON lines in production, quiet in tests; secrets are redacted by path.
import pino from "pino";

const isTest = process.env.NODE_ENV === "test";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (isTest ? "silent" : "info"),
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

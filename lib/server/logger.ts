// Structured logs: JSON lines in production, quiet in tests; secrets are redacted by path.
import pino from "pino";

const isTest = process.env.NODE_ENV === "test";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (isTest ? "silent" : "info"),
  redact: {
    paths: ["password", "*.password", "token", "*.token", "refresh", "*.refresh", "access", "*.access", "code", "*.code", "req.headers.authorization", "req.headers.cookie"],
    censor: "[redacted]",
  },
});

// The HTTP status an error stands for: API errors carry it (status, statusCode or response.status);
// anything else counts as 500.
const DIGEST_STATUS = /^HTTP_STATUS;(\d{3})$/;

const asStatus = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;

export function readErrorStatus(error: unknown): number {
  if (!error || typeof error !== "object") return 500;
  const e = error as {
    status?: unknown;
    statusCode?: unknown;
    response?: { status?: unknown };
    digest?: unknown;
  };
  const digestStatus = typeof e.digest === "string" ? DIGEST_STATUS.exec(e.digest)?.[1] : undefined;
  return (
    asStatus(e.status) ??
    asStatus(e.statusCode) ??
    asStatus(e.response?.status) ??
    (digestStatus ? Number(digestStatus) : null) ??
    500
  );
}

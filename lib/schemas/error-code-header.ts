// The response header that names every error answer's code from the catalogue (error-codes.ts): set by the server's
// one mapper (lib/server/http/error-answer.ts), declared by the OpenAPI document, read by the browser client
// (lib/api/errors.ts). A file of its own, free of zod, so the client takes the name without the catalogue's schema.
export const ERROR_CODE_HEADER = "X-Error-Code";

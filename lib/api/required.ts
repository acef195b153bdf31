// Checks of required call parameters: a missing one is named in the error (SPEC.md section 5).
import { RequiredError } from "./errors";

const isMissing = (value: unknown) => value === undefined || value === null || value === "";

/** Throws RequiredError for the first of `names` that is missing from `params`. */
export function requireParams(operation: string, params: object | undefined, names: readonly string[]): void {
  const values = (params ?? {}) as Record<string, unknown>;
  for (const name of names) {
    if (isMissing(values[name])) {
      throw new RequiredError(
        name,
        `Required parameter "${name}" was null or undefined when calling ${operation}.`,
      );
    }
  }
}

/** Fills {placeholders} of a path (camelCase names accepted for snake_case placeholders). */
export function fillPath(operation: string, path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const camel = name.replace(/_(\w)/g, (__, c: string) => c.toUpperCase());
    const key = name in params ? name : camel;
    requireParams(operation, params, [key]);
    return encodeURIComponent(String(params[key]));
  });
}

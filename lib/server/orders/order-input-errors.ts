// DRF-shaped field errors for order bodies: an error inside a list is reported as a list with one entry per
// item ({} for the valid ones), e.g. {"products": [{}, {"quantity": ["..."]}]}, as DRF's ListSerializer does.
import type { z } from "zod";
import { validationError } from "../errors/domain-error";

type Node = Record<string | number, unknown>;

function addMessage(node: Node, key: string | number, message: string) {
  const existing = node[key];
  if (Array.isArray(existing) && existing.every((m) => typeof m === "string")) {
    if (!existing.includes(message)) existing.push(message);
  } else if (existing === undefined || existing === null) {
    node[key] = [message];
  }
}

export function toDrfErrors(error: z.ZodError, input: unknown): Record<string, unknown> {
  const root: Node = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path : ["non_field_errors"];
    let node: Node = root;
    let value: unknown = input;
    for (const key of path.slice(0, -1) as (string | number)[]) {
      value = value && typeof value === "object" ? (value as Node)[key] : undefined;
      let child = node[key];
      if (Array.isArray(value)) {
        if (!Array.isArray(child)) child = node[key] = value.map(() => ({}));
      } else if (!child || typeof child !== "object" || Array.isArray(child)) {
        child = node[key] = {};
      }
      node = child as Node;
    }
    addMessage(node, path[path.length - 1] as string | number, issue.message);
  }
  return root;
}

/** 400 with per-item errors of a list field; `errors[i]` is undefined for a valid item. */
export function listFieldError(field: string, errors: (Record<string, string[]> | undefined)[]) {
  return validationError({ [field]: errors.map((e) => e ?? {}) });
}

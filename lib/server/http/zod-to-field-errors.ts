// Zod issues -> DRF field errors ({"field": ["message"]}, nested for nested fields).
import type { z } from "zod";
import type { FieldErrors } from "../errors/domain-error";

export function zodToFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : ["non_field_errors"];
    let node: FieldErrors = out;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (!next || Array.isArray(next)) node[key] = {};
      node = node[key] as FieldErrors;
    }
    const leaf = path[path.length - 1];
    const list = Array.isArray(node[leaf]) ? (node[leaf] as string[]) : [];
    if (!list.includes(issue.message)) list.push(issue.message);
    node[leaf] = list;
  }
  return out;
}

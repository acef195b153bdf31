// The shape of every console write from the browser: POST to one record's action path (its `{id}` filled in)
// with the action's body (a reason, a note, a change). The server audits each one.
import { send, type CallOptions } from "./default-client";

export function postAdminAction<T>(
  path: string,
  operation: string,
  id: number,
  body: unknown,
  options?: CallOptions,
): Promise<T> {
  return send(options, { method: "POST", path, operation, pathParams: { id }, body });
}

/** A console call whose arguments are the record's id and the body as is: `(id, body, options?)`. */
export function defineAdminAction<Body, Result>(path: string, operation: string) {
  return (id: number, body: Body, options?: CallOptions): Promise<Result> =>
    postAdminAction(path, operation, id, body, options);
}

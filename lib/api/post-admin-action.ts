// The shape of most console writes from the browser: POST to one record's action (its `{id}` filled in) with the
// action's body (a reason, a note, a change), typed by the endpoint's schemas. The server audits each one.
import type { Endpoint } from "@/lib/schemas/endpoint";
import { call, type CallInput, type CallResult } from "./call";
import type { CallOptions } from "./default-client";

export type ActionBody<E extends Endpoint> = NonNullable<CallInput<E>["body"]>;

/** A console call whose arguments are the record's id and the body as is: `(id, body, options?)`. */
export function defineAdminAction<E extends Endpoint>(endpoint: E) {
  return (id: number, body: ActionBody<E>, options?: CallOptions): Promise<CallResult<E>> =>
    call(endpoint, { params: { id }, body } as CallInput<E>, options) as Promise<CallResult<E>>;
}

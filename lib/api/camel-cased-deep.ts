// The client's view of the wire contract as types: lib/schemas describes the snake_case JSON, fromWire (humps)
// camelCases every key on the way in and toWire snake_cases them on the way out; these types say the same.
import type { z } from "zod";

/** humps.camelize on a key: "_x" and "-x" become "X" ("moogold_user_id" -> "moogoldUserId"). */
type CamelCaseRest<S extends string> = S extends `${infer Head}${"_" | "-"}${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseRest<Tail>>}`
  : S;
/** humps also lower-cases the first character; a record's keys (any string) stay any string. */
export type CamelCase<S extends string> = string extends S ? S : Uncapitalize<CamelCaseRest<S>>;

/** Every key of a plain-data type camelCased, at any depth, as fromWire does at run time. */
export type CamelCasedDeep<T> = T extends readonly (infer Item)[]
  ? CamelCasedDeep<Item>[]
  : T extends Date | Blob
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCasedDeep<T[K]> }
      : T;

/** What the client reads: the schema's snake_case output, camelCased. */
export type FromWire<S extends z.ZodType> = CamelCasedDeep<z.output<S>>;

/** What the client sends: the schema's input in camelCase (toWire snake_cases it). */
export type ToWire<S extends z.ZodType> = CamelCasedDeep<z.input<S>>;

/** A query as the client passes it: camelCase names, a list field also takes one value. */
export type QueryOf<S extends z.ZodType> = CamelCasedDeep<{
  [K in keyof z.output<S>]: z.output<S>[K] extends readonly (infer Item)[] | undefined
    ? Item | Item[] | Extract<z.output<S>[K], undefined>
    : z.output<S>[K];
}>;

type EndpointLike = { body?: z.ZodType; query?: z.ZodType; response: z.ZodType };

/** The body of an endpoint as the client sends it. */
export type BodyOf<E extends EndpointLike> = ToWire<NonNullable<E["body"]>>;
/** The query of an endpoint as the client passes it. */
export type QueryParamsOf<E extends EndpointLike> = QueryOf<NonNullable<E["query"]>>;
/** The answer of an endpoint as the client reads it. */
export type ResponseOf<E extends EndpointLike> = FromWire<E["response"]>;

/** A body the client always sends with fields the server would also take without (the client's own rule). */
export type WithRequired<T, K extends keyof T> = T & Required<Pick<T, K>>;

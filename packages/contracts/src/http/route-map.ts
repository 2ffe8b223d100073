/**
 * The vocabulary of the HTTP route map (`http/routes/`, ADR 0060): one entry per `METHOD /path` under `/api`,
 * naming the contracts schemas of its query, body and answer. The web client infers each call's request and
 * answer types from it (a URL paired with the wrong type does not compile), and a server test checks every entry
 * against the routes the server registers, schemas included, so the map cannot drift.
 *
 * Only types and plain object literals here: the web imports the map as a type, so no zod reaches a page.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'GET /programs/:slug'`: the method and the path under `/api`, parameters named as the server names them. */
export type RouteKey = `${HttpMethod} /${string}`;

/** A multipart body (`FormData`): file uploads, whose parts the server reads itself. */
export const multipart = 'multipart';

/** One route: the schemas it parses its query and body with and the one(s) it answers a success with. */
export interface RouteSpec {
  query?: z.ZodType;
  body?: z.ZodType | typeof multipart;
  /** Two schemas when the route answers two successes (login: signed in, or a second factor to give). */
  response: z.ZodType | readonly [z.ZodType, z.ZodType];
}

export type RouteTable = Record<RouteKey, RouteSpec>;

/** The paths the table holds for `method`. */
export type PathsOf<Table, M extends HttpMethod> = {
  [K in keyof Table]: K extends `${M} ${infer P}` ? P : never;
}[keyof Table];

/** The entry of `method path` (a union of entries when `path` is a union). */
export type RouteAt<Table, M extends HttpMethod, P extends string> = P extends unknown
  ? Table[`${M} ${P}` & keyof Table]
  : never;

type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a success answers, as the server serialises it. */
export type ResponseOf<Spec> = Spec extends { response: infer R }
  ? R extends readonly [infer A, infer B]
    ? Output<A> | Output<B>
    : Output<R>
  : never;

/** What the body may be: what the server's schema accepts (its input), or `FormData` for an upload. */
export type BodyOf<Spec> = Spec extends { body: infer B }
  ? B extends typeof multipart
    ? FormData
    : B extends z.ZodType
      ? z.input<B>
      : never
  : never;

/** A query value as the client sends it: the parsed value's type, written out as text by the client. */
type QueryValue<V> = V extends readonly (infer E)[] ? readonly E[] : V;

/**
 * The query a caller gives: the names the schema reads (required ones required), each with the type the server
 * parses it into (a number for `page`, a boolean for a `stringbool`); null and undefined are left out.
 */
export type QueryOf<Spec> = Spec extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]: QueryValue<z.output<Q>[K & keyof z.output<Q>]> | null }
  : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of `'/programs/:key/plans/:planKey'`: `{ key, planKey }`. */
export type ParamsOf<P extends string> = { [K in ParamNames<P>]: string | number };

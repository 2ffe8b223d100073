/**
 * The types of a typed API call, read from the contracts route map (`HttpRoutes`, ADR 0060): the path picks the
 * route, and the route decides the body, the query, the path parameters and the answer. A URL paired with the
 * wrong body or answer type does not compile. Types only: nothing here reaches the browser.
 */
import type {
  BodyOf,
  HttpMethod,
  HttpRoutes,
  ParamsOf,
  PathsOf,
  QueryOf,
  ResponseOf,
  RouteAt,
} from '@chalkline/contracts';

/** The paths the API answers `method` on, as the map writes them: `'/programs/:slug'`. */
export type ApiPath<M extends HttpMethod> = PathsOf<HttpRoutes, M>;

type Spec<M extends HttpMethod, P extends string> = RouteAt<HttpRoutes, M, P>;

/** What a call to `method path` resolves with. */
export type ApiResponse<M extends HttpMethod, P extends string> = ResponseOf<Spec<M, P>>;

/** The body a `method path` call sends. */
export type ApiBody<M extends HttpMethod, P extends string> = BodyOf<Spec<M, P>>;

/** What every call may add: a signal to cancel it, extra headers. */
export interface CallExtras {
  headers?: HeadersInit;
  signal?: AbortSignal;
}

type ParamsPart<P extends string> = [keyof ParamsOf<P>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<P> };

type QueryPart<S> = S extends { query: unknown }
  ? Record<string, never> extends QueryOf<S>
    ? { query?: QueryOf<S> }
    : { query: QueryOf<S> }
  : { query?: undefined };

/** The options of `method path`: `params` when the path has some, `query` when the route reads one. */
export type CallOptions<M extends HttpMethod, P extends string> = CallExtras &
  ParamsPart<P> &
  QueryPart<Spec<M, P>> &
  // A DELETE with a body (a tutor–student link names what it removes) carries it among the options.
  (M extends 'DELETE' ? (Spec<M, P> extends { body: unknown } ? { body: ApiBody<M, P> } : unknown) : unknown);

/** The options argument: optional when nothing in it is required. */
export type OptionsArgs<M extends HttpMethod, P extends string> =
  Record<string, never> extends CallOptions<M, P> ? [options?: CallOptions<M, P>] : [options: CallOptions<M, P>];

/** A route without a body still accepts the `{}` some calls send. */
type EmptyBody = Record<string, never>;

/** The arguments after the path of a POST, PUT or PATCH: the body the route reads, then the options. */
export type BodyArgs<M extends HttpMethod, P extends string> =
  Spec<M, P> extends { body: unknown }
    ? [body: ApiBody<M, P>, ...OptionsArgs<M, P>]
    : OptionsArgs<M, P> extends [unknown]
      ? [body: EmptyBody | undefined, ...OptionsArgs<M, P>]
      : [body?: EmptyBody, ...OptionsArgs<M, P>];

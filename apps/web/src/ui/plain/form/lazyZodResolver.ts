import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver that fetches its schema (and zod) when first used, with `preload` to fetch it earlier. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload(): void };

/**
 * react-hook-form's zod resolver for a schema that is imported only when the form is first checked (ADR 0049):
 * a public page renders its form without downloading zod and the contracts' schemas (about 50 KiB compressed,
 * with the phone-number metadata). Pass `preload` to the form's focus (`PlainFormBox` does) so the schema is
 * there by the time the visitor submits. `load` answers the schema; a failed fetch is retried on the next check.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<unknown>,
): LazyResolver<Input, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<
    Input,
    Output
  >;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}

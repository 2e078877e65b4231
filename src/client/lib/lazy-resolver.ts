import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form resolver that loads its schema when first needed, and can be told to load it earlier. */
export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<Input, unknown, Output> & {
  /** Starts loading now (as the person starts on the form, say), so an offline submit later still validates. */
  preload: () => void;
};

/**
 * `zodResolver(schema)` with the shared schema and zod loaded at the first validation (a submit,
 * or a field checked as it is typed), or at `preload()`, not with the page: the validation library
 * stays off the first screen (issue 13). A failed load (the network gone) is tried again at the
 * next validation. Create it once, outside the component.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    ));
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolve, { preload: () => void load().catch(() => undefined) });
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `zodResolver(schema)` with the shared schema and zod loaded at the first validation (a submit,
 * or a field checked as it is typed), not with the page: the validation library stays off the
 * first screen (issue 13). Create it once, outside the component.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      zodResolver<Input, unknown, Output>(schema),
    ));
  return async (values, context, options) => (await load())(values, context, options);
}

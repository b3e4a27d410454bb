import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '#shared/zod';

/**
 * A form's resolver whose zod schema (and zod with it) loads at its first
 * use instead of with the page: zod alone is a fifth of /auth's JavaScript
 * (issue 12). `preload` starts the download when the person reaches the
 * form; a submit before it arrives waits for it. A failed download is tried
 * again at the next use.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const ready = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await ready())(values, context, options);
  return {
    resolver,
    preload: () => {
      ready().catch(() => {
        // Tried again by the submit, which shows what went wrong.
      });
    },
  };
}

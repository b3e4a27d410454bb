import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { magicLinkBodySchema } from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { RequestResult } from '@/components/request-result';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NetworkError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useRequestMagicLink } from '@/lib/magic-link';

/** Spec §8: the magic link's own network text. */
function failureText(error: unknown): string {
  return error instanceof NetworkError ? 'Erreur de connexion au serveur' : errorText(error);
}

/** /magic-link-test: asks for a login link by e-mail and shows what the server said. */
export function MagicLinkTestForm() {
  const form = useForm<
    z.input<typeof magicLinkBodySchema>,
    unknown,
    z.output<typeof magicLinkBodySchema>
  >({ resolver: zodResolver(magicLinkBodySchema), defaultValues: { email: '' } });
  const request = useRequestMagicLink();

  return (
    <div className="grid gap-5">
      <form
        noValidate
        aria-label="Demande de lien de connexion"
        className="grid gap-5"
        onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}
      >
        <FormField
          id="magic-link-email"
          label="Adresse e-mail"
          error={form.formState.errors.email?.message}
        >
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className={FORM_PAGE_BUTTON}
          disabled={request.isPending}
          aria-busy={request.isPending}
        >
          {request.isPending ? 'Envoi en cours...' : 'Recevoir un lien de connexion'}
        </Button>
      </form>
      <RequestResult
        testId="magic-link-result"
        success={
          request.isSuccess
            ? { title: 'Demande envoyée', message: request.data.message }
            : undefined
        }
        failure={
          request.isError
            ? { title: 'La demande a échoué', message: failureText(request.error) }
            : undefined
        }
      />
    </div>
  );
}

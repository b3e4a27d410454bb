import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { magicLinkBodySchema } from '../../../../shared/schemas/emails';
import type { z } from '../../../../shared/zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NetworkError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useRequestMagicLink } from '../api/request-magic-link';

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
          label="Adresse email"
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
      <div aria-live="polite" className="empty:hidden">
        {request.isSuccess ? (
          <Alert variant="success" data-testid="magic-link-result">
            <MailCheck aria-hidden="true" />
            <div>
              <AlertTitle>Demande envoyée</AlertTitle>
              <AlertDescription>{request.data.message}</AlertDescription>
            </div>
          </Alert>
        ) : null}
        {request.isError ? (
          <Alert variant="destructive" data-testid="magic-link-result">
            <CircleAlert aria-hidden="true" />
            <div>
              <AlertTitle>La demande a échoué</AlertTitle>
              <AlertDescription>{failureText(request.error)}</AlertDescription>
            </div>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}

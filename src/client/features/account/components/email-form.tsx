import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { emailChangeBodySchema, type EmailChangeBody } from '../../../../shared/schemas/account';
import type { z } from '../../../../shared/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangeEmail } from '../api/account-api';
import { showUpdated, showUpdateError } from '../utils/account-toasts';

/**
 * The address, which is also the login: it changes at once, the new address
 * gets a confirmation link and the old one a notice that can undo it.
 */
export function EmailForm({ email, isVerified }: { email: string; isVerified: boolean }) {
  const change = useChangeEmail();
  const form = useForm<EmailChangeBody, unknown, z.output<typeof emailChangeBodySchema>>({
    resolver: zodResolver(emailChangeBodySchema),
    values: { email },
  });
  return (
    <form
      noValidate
      aria-label="Adresse e-mail"
      className="grid gap-3"
      onSubmit={form.handleSubmit((body) =>
        change.mutate(body, {
          onSuccess: (result) => showUpdated('Adresse e-mail modifiée', result.message),
          onError: showUpdateError,
        }),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id="profile-email"
          label="Adresse e-mail"
          hint="Elle sert aussi à vous connecter. Un lien de confirmation sera envoyé à la nouvelle adresse."
          error={form.formState.errors.email?.message}
        >
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="sm:mb-6"
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending ? 'Enregistrement…' : 'Modifier l’adresse'}
        </Button>
      </div>
      {isVerified ? null : (
        <p
          className="flex items-start gap-2 text-sm text-accent-strong"
          data-testid="email-unverified"
        >
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Adresse pas encore confirmée : suivez le lien que nous vous avons envoyé.
        </p>
      )}
    </form>
  );
}

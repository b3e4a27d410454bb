import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { emailChangeSchema, type EmailChangeBody } from '#shared/schemas/account';
import type { z } from '#shared/zod';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { useChangeEmail } from '../api/account-api';
import { fieldOfError, showUpdated, showUpdateError } from '../utils/account-toasts';
import { ConfirmWithoutPassword } from './confirm-without-password';

/**
 * The address, which is also the login: it changes at once, the new address
 * gets a confirmation link and the old one a notice that can undo it. The
 * current password confirms it (issue 36): a stolen session alone cannot.
 */
export function EmailForm({
  email,
  isVerified,
  hasPassword,
}: {
  email: string;
  isVerified: boolean;
  hasPassword: boolean;
}) {
  const change = useChangeEmail();
  const schema = emailChangeSchema(hasPassword);
  const form = useForm<EmailChangeBody, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { email, currentPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Adresse e-mail"
      className="grid gap-3"
      onSubmit={form.handleSubmit((body) =>
        change.mutate(
          {
            email: body.email,
            ...(body.currentPassword ? { currentPassword: body.currentPassword } : {}),
          },
          {
            onSuccess: (result) => {
              showUpdated('Adresse e-mail modifiée', result.message);
              form.setValue('currentPassword', '');
            },
            onError: (error) => {
              const field = fieldOfError(error);
              if (field === null) return showUpdateError(error);
              const name = field === 'form' ? 'root' : field;
              form.setError(name, { message: errorText(error) });
              if (field !== 'form') form.setFocus(field);
            },
          },
        ),
      )}
    >
      <FormField
        id="profile-email"
        label="Adresse e-mail"
        hint="Elle sert aussi à vous connecter. Un lien de confirmation sera envoyé à la nouvelle adresse."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      {hasPassword ? (
        <FormField
          id="profile-email-password"
          label="Votre mot de passe"
          hint="Pour confirmer qu’il s’agit bien de vous."
          error={errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
      ) : (
        <ConfirmWithoutPassword action="modifier l’adresse" />
      )}
      <FieldError id="profile-email-form-error" message={errors.root?.message} />
      <div>
        <Button
          type="submit"
          variant="outline"
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

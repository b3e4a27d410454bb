import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  passwordChangeSchema,
  type PasswordChangeBody as PasswordChangeValues,
} from '#shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordRulesList } from '@/components/password-rules-list';
import { ApiError } from '@/lib/api-error';
import { PASSWORD_RULES_HINT } from '@/lib/password-rules';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useChangePassword } from '../api/account-api';
import { showUpdated, showUpdateError } from '../utils/account-toasts';

const CURRENT_PASSWORD_ERRORS = new Set([
  'account.wrong_password',
  'account.current_password_required',
]);

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Spec §5: the current password is asked for, unless the account has none yet
 * (created by a purchase). Saving ends the other sessions; this one stays.
 */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema(hasPassword)),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label={hasPassword ? 'Changer le mot de passe' : 'Définir un mot de passe'}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        change.mutate(hasPassword ? values : { ...values, currentPassword: undefined }, {
          onSuccess: (result) => {
            showUpdated(
              hasPassword ? 'Mot de passe modifié' : 'Mot de passe défini',
              result.message,
            );
            form.reset(EMPTY);
            // Spec §4: once a password is set, its reminder stays dismissed.
            browserStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, 'true');
          },
          onError: (error) => {
            // A wrong current password is the field's error, said there (issue 39), not a toast over it.
            if (error instanceof ApiError && CURRENT_PASSWORD_ERRORS.has(error.code ?? '')) {
              form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
              return;
            }
            showUpdateError(error);
            form.setFocus(hasPassword ? 'currentPassword' : 'newPassword');
          },
        }),
      )}
    >
      {hasPassword ? (
        <FormField
          id="profile-current-password"
          label="Mot de passe actuel"
          error={errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">
          Votre compte a été créé lors d’un achat : choisissez un mot de passe pour vous connecter
          depuis n’importe quel appareil.
        </p>
      )}
      <div className="grid gap-3">
        <FormField
          id="profile-new-password"
          label="Nouveau mot de passe"
          hint={PASSWORD_RULES_HINT}
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <PasswordRulesList password={newPassword} />
      </div>
      <FormField
        id="profile-confirm-password"
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending
            ? 'Enregistrement…'
            : hasPassword
              ? 'Changer le mot de passe'
              : 'Définir le mot de passe'}
        </Button>
      </div>
    </form>
  );
}

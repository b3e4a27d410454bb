import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  setPasswordFormSchema,
  type SetPasswordForm as SetPasswordFormInput,
} from '#shared/schemas/emails';
import type { z } from '#shared/zod';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PASSWORD_RULES_HINT } from '@/lib/password-rules';
import { PasswordRulesList } from '@/components/password-rules-list';

type SetPasswordFormValues = z.output<typeof setPasswordFormSchema>;

interface PasswordFormProps {
  /** Receives the checked password; the screen decides which call saves it. */
  onSubmit: (password: string) => void;
  /** While saving, and after success until the redirect: no second submit. */
  pending: boolean;
  done?: boolean;
}

/** The one password form of /reset-password and /set-password (spec §5 rules). */
export function PasswordForm({ onSubmit, pending, done = false }: PasswordFormProps) {
  const form = useForm<SetPasswordFormInput, unknown, SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;
  const busy = pending || done;

  return (
    <form
      noValidate
      aria-label="Choix du mot de passe"
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => {
        if (!busy) onSubmit(values.password);
      })}
    >
      <div className="grid gap-3">
        <FormField
          id="new-password"
          label="Nouveau mot de passe"
          hint={PASSWORD_RULES_HINT}
          error={errors.password?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            // The page exists for this form only: the user can type at once.
            autoFocus
            {...form.register('password')}
          />
        </FormField>
        <PasswordRulesList password={password} />
      </div>
      <FormField
        id="confirm-password"
        label="Confirmer le mot de passe"
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className={FORM_PAGE_BUTTON}
        disabled={busy}
        aria-busy={pending}
      >
        {pending ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </Button>
    </form>
  );
}

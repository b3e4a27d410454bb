import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { RegisterForm as RegisterFormInput } from '#shared/schemas/auth';
import { LOGIN_PASSWORD_MIN } from '#shared/password-lengths';
import { Button } from '@/components/ui/button';
import { Checkbox, checkboxFieldProps } from '@/components/ui/checkbox';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { subscribeToNewsletter } from '@/lib/newsletter';
import { toRegisterBody, useRegister, type RegisterFormValues } from '../api/register';
import { ApiError } from '@/lib/api-error';
import { showConfirmationMailWarning, showRegisterError } from '../utils/auth-toasts';
import { CguDialog } from './cgu-dialog';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const EMPTY_FORM: RegisterFormInput = {
  firstName: '',
  email: '',
  password: '',
  acceptCGU: false,
  newsletter: false,
};

interface RegisterFormProps {
  /** Called with the address the confirmation mail went to. */
  onRegistered: (email: string) => void;
}

const validation = lazyZodResolver<RegisterFormInput, RegisterFormValues>(() =>
  import('#shared/schemas/auth').then((schemas) => schemas.registerFormSchema),
);

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY_FORM,
  });
  const registration = useRegister();
  const [cguOpen, setCguOpen] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await registration.mutateAsync(toRegisterBody(values));
      // The account exists even when its confirmation mail failed (spec §4): warn, go on.
      showConfirmationMailWarning(result);
      if (values.newsletter) subscribeAfterSignUp(values);
      form.reset(EMPTY_FORM);
      onRegistered(result.user.email || values.email);
    } catch (error) {
      // The address already has an account: said at the address (issue 14), and as a toast.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { message: error.message }, { shouldFocus: true });
      }
      showRegisterError(error);
    }
  });

  const pending = registration.isPending;
  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="grid gap-5"
        aria-label="Inscription"
      >
        <FormField id="register-first-name" label="Prénom" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="register-email" label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField
          id="register-password"
          label="Mot de passe"
          hint={`Au moins ${LOGIN_PASSWORD_MIN} caractères.`}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Controller
          control={form.control}
          name="acceptCGU"
          render={({ field }) => (
            <CheckboxField
              id="register-accept-cgu"
              label="J'accepte les conditions générales d'utilisation"
              error={errors.acceptCGU?.message}
              extra={
                <Button
                  variant="link"
                  size="sm"
                  className="align-baseline"
                  onClick={() => setCguOpen(true)}
                >
                  Lire les CGU
                </Button>
              }
            >
              <Checkbox {...checkboxFieldProps(field)} />
            </CheckboxField>
          )}
        />
        <Controller
          control={form.control}
          name="newsletter"
          render={({ field }) => (
            <CheckboxField
              id="register-newsletter"
              label="Je souhaite recevoir par e-mail les conseils et offres de Voyance IA (désinscription possible à tout moment)"
            >
              <Checkbox {...checkboxFieldProps(field)} />
            </CheckboxField>
          )}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? 'Inscription en cours...' : "S'inscrire"}
        </Button>
      </form>
      <CguDialog open={cguOpen} onOpenChange={setCguOpen} />
    </>
  );
}

/**
 * Spec §4: sign-up also subscribes to the newsletter — here only when the box
 * was ticked, since e-mail prospecting needs prior consent (CNIL). Not awaited:
 * the check-mail state must not wait for an outside service; a failure is only logged.
 */
function subscribeAfterSignUp({ email, firstName }: RegisterFormValues): void {
  subscribeToNewsletter({ email, firstName }).catch((error: unknown) => {
    console.warn("[inscription] l'inscription à la newsletter a échoué", error);
  });
}

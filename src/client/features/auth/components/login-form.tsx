import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { LoginForm as LoginFormInput } from '#shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Checkbox, checkboxFieldProps } from '@/components/ui/checkbox';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toLoginBody, useLogin, type LoginFormValues } from '../api/login';
import { ApiError } from '@/lib/api-error';
import { dismissToast } from '@/lib/toast';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showLoginError } from '../utils/auth-toasts';
import { MagicLinkRequest } from './magic-link-request';
import { PasswordResetDialog } from './password-reset-dialog';

interface LoginFormProps {
  /**
   * Called once the session is stored, to leave the page; with the
   * consultation made from the guest's exchange, which opens first (D19).
   */
  onLoggedIn: (guestConversationId: number | null) => void;
}

const validation = lazyZodResolver<LoginFormInput, LoginFormValues>(() =>
  import('#shared/schemas/auth').then((schemas) => schemas.loginFormSchema),
);

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const login = useLogin();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetEmail, setResetEmail] = useState('');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { conversationId } = await login.mutateAsync(toLoginBody(values));
      // A failed attempt's notice must not outlive the successful one.
      dismissToast();
      onLoggedIn(conversationId);
    } catch (error) {
      // At the field, where the eyes and the screen reader are (issue 14), and as spec §8's toast.
      if (error instanceof ApiError) form.setError('password', { message: error.message });
      showLoginError(error);
    }
  });

  const pending = login.isPending || login.isSuccess;
  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="grid gap-5"
        aria-label="Connexion"
      >
        <FormField id="login-email" label="Adresse e-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.register('email')}
          />
        </FormField>
        <div className="grid gap-2">
          <FormField id="login-password" label="Mot de passe" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex justify-end">
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                setResetEmail(form.getValues('email').trim());
                setResetOpen(true);
              }}
            >
              Mot de passe oublié ?
            </Button>
          </div>
        </div>
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <CheckboxField id="login-remember-me" label="Se souvenir de moi">
              <Checkbox {...checkboxFieldProps(field)} />
            </CheckboxField>
          )}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? 'Connexion en cours...' : 'Se connecter'}
        </Button>
      </form>
      <MagicLinkRequest
        email={() => form.getValues('email')}
        onInvalidEmail={(message) => {
          form.setError('email', { message }, { shouldFocus: true });
        }}
      />
      {/* Outside the form: React would bubble the dialog's submit into this one. */}
      <PasswordResetDialog open={resetOpen} onOpenChange={setResetOpen} defaultEmail={resetEmail} />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { PasswordResetRequest } from '#shared/schemas/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PASSWORD_RESET_FAILED, useRequestPasswordReset } from '../api/request-password-reset';
import { showPasswordResetError, showPasswordResetSent } from '../utils/auth-toasts';

interface PasswordResetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the field, e.g. with what was typed in the login form. */
  defaultEmail?: string;
}

export function PasswordResetDialog({
  open,
  onOpenChange,
  defaultEmail = '',
}: PasswordResetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mot de passe oublié</DialogTitle>
          <DialogDescription>
            Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour définir un
            nouveau mot de passe.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted on each opening, so the prefill is fresh every time. */}
        <PasswordResetForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const validation = lazyZodResolver<PasswordResetRequest, PasswordResetRequest>(() =>
  import('#shared/schemas/auth').then((schemas) => schemas.passwordResetRequestSchema),
);

function PasswordResetForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  // Loaded as the dialog opens: the address is usually filled in already.
  useEffect(() => validation.preload(), []);
  const form = useForm<PasswordResetRequest, unknown, PasswordResetRequest>({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail },
  });
  const mutation = useRequestPasswordReset();
  // A second submit while the first is sending is ignored (spec §2).
  const sending = useRef(false);

  const send = async ({ email }: { email: string }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await mutation.mutateAsync(email);
      showPasswordResetSent();
      onSent();
    } catch (error) {
      showPasswordResetError(error, PASSWORD_RESET_FAILED);
    } finally {
      sending.current = false;
    }
  };

  const pending = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog is portalled, but React still bubbles submit to any form around its trigger.
        event.stopPropagation();
        void form.handleSubmit(send)(event);
      }}
      className="grid gap-5"
    >
      <FormField
        id="password-reset-email"
        label="Adresse e-mail"
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Envoi en cours...' : 'Envoyer le lien'}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/account-api';
import { fieldOfError, showDeletionError } from '../utils/account-toasts';
import { ConfirmWithoutPassword } from './confirm-without-password';

/** Spec §4: the person reads the goodbye before the page changes. */
export const REDIRECT_AFTER_DELETION_MS = 2000;

/**
 * « Supprimer mon compte » (spec §4, D12): one confirmation that says what
 * goes and what stays, confirmed by the current password (issue 36), then
 * the account is gone, the session with it, and the browser returns home
 * after 2 seconds.
 */
export function DeleteAccountSection({
  paid,
  hasPassword,
}: {
  paid: boolean;
  hasPassword: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<{ field: boolean; message: string } | null>(null);
  const remove = useDeleteAccount();
  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword('');
    setRefusal(null);
  };
  const confirm = () =>
    remove.mutate(hasPassword ? { currentPassword: password } : {}, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Compte supprimé',
          description: 'Votre compte et vos consultations ont été effacés. Au revoir.',
        });
        setTimeout(() => navigateTo(paths.home), REDIRECT_AFTER_DELETION_MS);
      },
      onError: (error) => {
        const field = fieldOfError(error);
        // A wrong or missing password is said at its field; the dialog stays open.
        if (field === 'currentPassword' || field === 'form') {
          setRefusal({ field: field === 'currentPassword', message: errorText(error) });
          return;
        }
        setOpen(false);
        showDeletionError(error);
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={remove.isSuccess}>
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-3">
            <p>
              Votre profil, toutes vos consultations et leurs messages, vos messages restants et vos
              sessions seront effacés tout de suite. Cette action est irréversible.
            </p>
            {paid ? (
              <p>Votre abonnement sera arrêté immédiatement : aucun nouveau prélèvement.</p>
            ) : null}
            <p>
              Comme la loi nous y oblige, seules les traces comptables de vos paiements et de vos
              acceptations des conditions générales sont conservées, sans lien avec vos
              consultations.
            </p>
          </div>
        </AlertDialogDescription>
        {hasPassword ? (
          <FormField
            id="delete-account-password"
            label="Votre mot de passe"
            hint="Pour confirmer qu’il s’agit bien de vous."
            error={refusal?.field ? refusal.message : undefined}
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </FormField>
        ) : (
          <ConfirmWithoutPassword action="supprimer le compte" />
        )}
        <FieldError message={refusal && !refusal.field ? refusal.message : undefined} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Garder mon compte</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? 'Suppression…' : 'Supprimer définitivement'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { useState } from 'react';
import { tierLabel, type Tier } from '#shared/plans';
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
import { useCancelSubscription } from '../api/manage-subscription';
import { frenchDate } from '../utils/dates';

/** « Résilier »: one confirmation, then the end date (spec §4; L215-1-1: three clicks at most). */
export function CancelSubscriptionDialog({
  tier,
  renewsAt,
}: {
  tier: Tier;
  renewsAt: string | null;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive-strong">
          Résilier
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Résilier votre forfait {tierLabel(tier)} ?</AlertDialogTitle>
        <AlertDialogDescription>
          Aucun nouveau prélèvement ne sera fait. Votre forfait et vos messages restent disponibles
          {renewsAt ? ` jusqu'au ${frenchDate(renewsAt)}` : ' jusqu’à la fin de la période payée'},
          puis vous repasserez au forfait gratuit. Vos consultations restent accessibles.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Garder mon forfait</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Résiliation…' : 'Confirmer la résiliation'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface HandoffQuestionDialogProps {
  /** The server's words: which account the purchase opened. */
  question: string;
  onStay: () => void;
  onSwitch: () => void;
}

/** A purchase opened another account than the one logged in here: which one now? (ADR 008) */
export default function HandoffQuestionDialog(props: HandoffQuestionDialogProps) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && props.onStay()}>
      <AlertDialogContent>
        <AlertDialogTitle>Changer de compte ?</AlertDialogTitle>
        <AlertDialogDescription>
          {props.question} Voulez-vous quitter votre session actuelle pour ouvrir ce compte ?
        </AlertDialogDescription>
        <AlertDialogFooter>
          <Button variant="outline" onClick={props.onStay}>
            Rester sur mon compte
          </Button>
          <Button onClick={props.onSwitch}>Ouvrir l’autre compte</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Conversation } from '#shared/schemas/chat';
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
import { paths } from '@/lib/paths';
import { useDeleteConversation } from '../../api/delete-conversation';

interface DeleteConversationDialogProps {
  conversation: Conversation;
  isCurrent: boolean;
  /** After deleting another conversation: this entry is gone, focus must land somewhere. */
  onDeletedOther: () => void;
}

/** The delete control of a history entry, behind a confirmation (spec §2). */
export function DeleteConversationDialog({
  conversation,
  isCurrent,
  onDeletedOther,
}: DeleteConversationDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteConversation();
  const navigate = useNavigate();

  async function confirm() {
    try {
      // Awaited rather than a mutate callback: the entry, and this component, go with the deletion.
      await remove.mutateAsync(conversation.id);
      // Spec §4: deleting the open conversation goes to /, which opens the latest one.
      if (isCurrent) await navigate(paths.home, { replace: true });
      else onDeletedOther();
    } catch {
      // useDeleteConversation already said so in a toast.
    } finally {
      setOpen(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => setOpen(next || remove.isPending)}>
      <AlertDialogTrigger asChild>
        <button
          type="button"
          aria-label={`Supprimer la consultation « ${conversation.title} »`}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-night-muted transition-colors hover:bg-white/10 hover:text-night-foreground"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer cette consultation ?</AlertDialogTitle>
        <AlertDialogDescription>
          « {conversation.title} » et tous ses messages seront définitivement supprimés.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annuler</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => void confirm()}
          >
            {remove.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

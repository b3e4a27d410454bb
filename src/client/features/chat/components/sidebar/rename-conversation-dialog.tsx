import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  CONVERSATION_TITLE_MAX_LENGTH,
  renameConversationBodySchema,
  type Conversation,
} from '#shared/schemas/chat';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRenameConversation } from '../../api/rename-conversation';

/** The rename control of a history entry (issue 14): a name of one's own for a consultation. */
export function RenameConversationDialog({ conversation }: { conversation: Conversation }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameConversation();
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = renameConversationBodySchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nom invalide.');
      return;
    }
    try {
      await rename.mutateAsync({ id: conversation.id, title: parsed.data.title });
      setOpen(false);
    } catch {
      // useRenameConversation said so in a toast; the name stays for another try.
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setTitle(conversation.title);
          setError(null);
        }
        setOpen(next || rename.isPending);
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`Renommer la consultation « ${conversation.title} »`}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-night-muted transition-colors hover:bg-white/10 hover:text-night-foreground"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Renommer la consultation</DialogTitle>
        <DialogDescription>Un nom à vous, pour la retrouver dans l'historique.</DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>Nom de la consultation</Label>
            <Input
              id={fieldId}
              value={title}
              maxLength={CONVERSATION_TITLE_MAX_LENGTH + 20}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(null);
              }}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              autoComplete="off"
            />
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={rename.isPending}>
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending} aria-busy={rename.isPending}>
              {rename.isPending ? 'Enregistrement…' : 'Renommer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

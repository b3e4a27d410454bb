import { useId, useRef, useState, type ReactNode } from 'react';
import { REASON_REQUIRED, reasonSchema } from '#shared/schemas/admin-reason';
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
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useAdminAction } from '../api/admin-api';
import { ErrorLine, Field } from './field';

export interface ActionDialogProps {
  /** The customer acted on (`path` is under their address); none: an action on the service. */
  customerId?: number;
  trigger: string;
  /** The trigger's full name when several on a screen read alike (« Rejouer l’événement evt_… »). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirm: string;
  method?: 'POST' | 'PUT';
  path: string;
  destructive?: boolean;
  /** Fields of the action besides the reason (how many messages, when): their values go in the body. */
  fields?: ReactNode;
  /** The field that takes the focus when the dialog opens (the reason otherwise). */
  firstFieldId?: string;
  /** The body besides the reason, read when confirming; a string is a validation message. */
  body?: () => object | string;
  disabled?: boolean;
}

export const TEXTAREA_CLASS =
  'min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

/**
 * One back-office action: a button that opens a confirmation asking for the
 * reason (kept in the audit log), focus in the reason field, the server's
 * French answer in the dialog on failure, a toast on success; Radix returns
 * the focus to the button when it closes.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { customerId, trigger, title, description, confirm, destructive, fields, body } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const action = useAdminAction(customerId);

  function submit() {
    const checked = reasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(REASON_REQUIRED);
      reasonRef.current?.focus();
      return;
    }
    const extra = body?.() ?? {};
    if (typeof extra === 'string') {
      setError(extra);
      return;
    }
    setError(undefined);
    action.mutate(
      {
        method: props.method ?? 'POST',
        path: props.path,
        body: { ...extra, reason: checked.data },
      },
      {
        onSuccess: (result) => {
          setOpen(false);
          setReason('');
          toast({ title: result.message });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant={destructive ? 'destructive' : 'outline'}
          size="sm"
          disabled={props.disabled}
          aria-label={props.triggerLabel}
        >
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // The first thing to do is to say why: the reason field, not « Annuler ».
          event.preventDefault();
          const first = props.firstFieldId && document.getElementById(props.firstFieldId);
          (first || reasonRef.current)?.focus();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </AlertDialogDescription>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {fields}
          <Field id={`${id}-reason`} label="Raison (gardée dans le journal)">
            <textarea
              ref={reasonRef}
              className={TEXTAREA_CLASS}
              value={reason}
              maxLength={500}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <ErrorLine message={error} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={action.isPending}>Annuler</AlertDialogCancel>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={action.isPending}
              aria-busy={action.isPending}
            >
              {action.isPending ? 'Un instant…' : confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

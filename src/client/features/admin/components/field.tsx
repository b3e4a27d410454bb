import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/**
 * A labelled control with its hint, for the back office's dialogs. Not the
 * design system's FormField: importing it here would split react-hook-form
 * out of its chunk, and the landing page's preload map would grow.
 */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An action's error, read as soon as it appears. */
export function ErrorLine({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

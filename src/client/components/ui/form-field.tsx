import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { WithPhoneLinks } from '@/components/phone-links';

interface FormFieldProps {
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** The validation message, shown under the field and announced. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** One control (Input, Checkbox…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A labelled control whose error is tied to it by aria-describedby and aria-invalid. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error line; role="alert" so that it is read as soon as it appears. */
export function FieldError({
  id,
  message,
}: {
  id?: string | undefined;
  message?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      <WithPhoneLinks text={message} />
    </p>
  );
}

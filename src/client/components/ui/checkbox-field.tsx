import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';
import { Label } from './label';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Shown after the label, outside it (e.g. a button opening the terms). */
  extra?: ReactNode;
  className?: string;
  /** The Checkbox; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A checkbox with its label on the right and its error below, tied by aria-describedby. */
export function CheckboxField({
  id,
  label,
  error,
  extra,
  className,
  children,
}: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-start gap-3">
        <Slot
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5"
        >
          {children}
        </Slot>
        <div className="text-sm leading-relaxed">
          <Label htmlFor={id} className="cursor-pointer leading-relaxed">
            {label}
          </Label>
          {extra ? <> {extra}</> : null}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

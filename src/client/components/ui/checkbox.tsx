import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer size-5 shrink-0 rounded-md border border-input bg-card shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** What a react-hook-form field gives a boolean checkbox: one place for the wiring. */
export function checkboxFieldProps(field: {
  ref: ComponentProps<typeof CheckboxPrimitive.Root>['ref'];
  name: string;
  value?: boolean | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}) {
  return {
    ref: field.ref,
    name: field.name,
    checked: field.value === true,
    onCheckedChange: (checked: CheckboxPrimitive.CheckedState) => field.onChange(checked === true),
    onBlur: field.onBlur,
  };
}

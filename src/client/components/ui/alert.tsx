import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva(
  'flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-primary/25 bg-secondary text-secondary-foreground [&>svg]:text-primary',
        success: 'border-success/30 bg-success-soft text-success-strong [&>svg]:text-success',
        warning: 'border-accent/60 bg-accent-soft text-accent-strong [&>svg]:text-accent-strong',
        destructive:
          'border-destructive/30 bg-destructive-soft text-destructive-strong [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/** A notice box in the page flow; give it role="status" or role="alert" where it should be announced. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-1 leading-relaxed', className)} {...props} />;
}

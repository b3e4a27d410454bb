import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        gold: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // A minimum height, not a height: a label longer than a phone's width wraps
        // inside its button instead of pushing it past the screen (issue 39).
        default: 'min-h-11 px-5 py-2',
        // 44 px on a phone or any touch screen (issue 14); compact under a mouse.
        sm: 'min-h-11 px-3 py-1.5 sm:min-h-9 pointer-coarse:min-h-11',
        lg: 'min-h-12 px-6 py-2 text-base',
        icon: 'size-11 sm:size-10 pointer-coarse:size-11',
      },
    },
    // A link-looking button keeps the text's box whatever the size says.
    compoundVariants: [{ variant: 'link', class: 'min-h-0 px-0 py-0 sm:min-h-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      // A button inside a form must not submit it unless it says so.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A panel sliding in from the left (the chat's sidebar on small screens): a
 * Radix Dialog, so focus is trapped inside, Escape closes it and focus goes
 * back to the button that opened it.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-night/60 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-overlay-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-2.5rem))] flex-col shadow-2xl focus-visible:outline-none motion-safe:data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

import { cn } from '@/lib/cn';

/** Céleste's mark: a gold star on the night colour, purely decorative (her name is always written). */
export function PersonaAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-night font-serif text-base text-accent shadow-sm ring-2 ring-accent/40',
        className,
      )}
    >
      ✦
    </span>
  );
}

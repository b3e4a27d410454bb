import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Chargement…', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-primary', className)}>
      <LoaderCircle className="size-8 motion-safe:animate-spin" aria-hidden="true" />
    </span>
  );
}

/** The centred spinner of protected routes while the user loads (spec §2). */
export function PageSpinner({ label = 'Chargement…', hint }: { label?: string; hint?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background">
      <Spinner label={label} />
      {hint ? (
        <p className="text-sm text-muted-foreground" aria-hidden="true">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

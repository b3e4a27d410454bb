import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A card of the back office, titled for heading navigation. */
export function AdminSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'min-w-0 rounded-2xl border bg-card p-4 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-foreground">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

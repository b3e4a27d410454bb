import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One card of the profile, titled for screen readers' heading navigation. */
export function ProfileSection({
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
        'scroll-mt-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="font-serif text-xl font-semibold text-foreground focus:outline-none"
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

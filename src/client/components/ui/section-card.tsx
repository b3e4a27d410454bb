import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A titled card of a settings-like page (the profile, the back office): a
 * section named by its heading, so that screen readers' heading navigation
 * finds it, and the heading can take the focus when a link leads to it.
 */
export function SectionCard({
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
        'min-w-0 scroll-mt-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6',
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

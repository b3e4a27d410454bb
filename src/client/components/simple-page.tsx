import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandLink } from './brand-link';

interface SimplePageProps {
  title: string;
  /** Replaces the visible heading when it should differ from the tab title. */
  heading?: ReactNode;
  icon?: ReactNode;
  /** A short line above the heading, e.g. an error code. */
  kicker?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred card under the brand: placeholders, not-found, access denied. */
export function SimplePage({ title, heading, icon, kicker, children, actions }: SimplePageProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="px-4 py-5 sm:px-8">
        <BrandLink />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10">
          {icon ? (
            <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-7">
              {icon}
            </div>
          ) : null}
          {kicker ? <div className="mb-2">{kicker}</div> : null}
          <h1 className="font-serif text-2xl font-semibold text-foreground sm:text-3xl">
            {heading ?? title}
          </h1>
          {children ? (
            <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground">{children}</div>
          ) : null}
          {actions ? (
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
          ) : null}
        </div>
      </main>
    </div>
  );
}

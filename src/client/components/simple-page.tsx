import type { ReactNode } from 'react';
import { BrandPage, BrandPageHeading } from './brand-page';

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
  return (
    <BrandPage title={title} mainClassName="flex flex-1 items-center justify-center px-4 pb-16">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10">
        {icon ? (
          <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-7">
            {icon}
          </div>
        ) : null}
        {kicker ? <div className="mb-2">{kicker}</div> : null}
        <BrandPageHeading>{heading ?? title}</BrandPageHeading>
        {children ? (
          <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground">{children}</div>
        ) : null}
        {actions ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        ) : null}
      </div>
    </BrandPage>
  );
}

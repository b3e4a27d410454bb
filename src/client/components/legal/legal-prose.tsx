import { useAppConfig, type AppConfig } from '@/lib/app-config';
import { createContext, useContext, type ReactNode } from 'react';
import { CGU_VERSION } from '#shared/legal';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '#shared/support';
import { cn } from '@/lib/cn';

export { SUPPORT_EMAIL };
export const SUPPORT_REPLY_DELAY = `${SUPPORT_REPLY_HOURS}\u00a0h`;

/**
 * The level of a document's sections: h2 under a page's h1, h3 under a
 * dialog's title (itself an h2), so the outline stays right in both places.
 */
type SectionLevel = 2 | 3;
const SectionLevelContext = createContext<SectionLevel>(2);

export function LegalSectionLevel({
  level,
  children,
}: {
  level: SectionLevel;
  children: ReactNode;
}) {
  return <SectionLevelContext value={level}>{children}</SectionLevelContext>;
}

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** Calm reading rules for every legal text, in a page or in a dialog. */
export function LegalProse({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'text-[0.95rem] leading-relaxed text-foreground [overflow-wrap:anywhere]',
        '[&_p]:mt-3 [&_ul]:mt-3 [&_ol]:mt-3 [&_dl]:mt-3',
        '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-1.5 [&_li]:marker:text-primary',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const Heading = HEADINGS[useContext(SectionLevelContext)];
  return (
    <section className="mt-8 first:mt-0">
      <Heading className="font-serif text-lg font-semibold text-foreground sm:text-xl">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function LegalSubsection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const level = useContext(SectionLevelContext);
  const Heading = HEADINGS[level === 2 ? 3 : 4];
  return (
    <div className="mt-5">
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {children}
    </div>
  );
}

/** All the legal texts carry the same date (spec §2 and §9). */
export function LastUpdated() {
  return (
    <p className="text-sm text-muted-foreground">
      Dernière mise à jour&nbsp;: <time dateTime={CGU_VERSION}>26 mai 2025</time>
    </p>
  );
}

/** A fact outside the LEGAL_* variables the company still has to give: marked, never invented. */
export function ToComplete({ children }: { children: string }) {
  return (
    <span className="rounded bg-accent-soft px-1 font-medium text-accent-strong">
      à compléter&nbsp;: {children}
    </span>
  );
}

/**
 * A fact about the publisher, from the LEGAL_* variables (D17, GET
 * /api/config). Never invented: while the company has not given it, it reads
 * « à compléter » (production refuses to start without the required ones).
 */
export function LegalValue({ field }: { field: keyof AppConfig['legal'] }) {
  const value = useAppConfig()?.legal[field];
  if (value) return <>{value}</>;
  return (
    <span className="rounded bg-accent-soft px-1 font-medium text-accent-strong">à compléter</span>
  );
}

/** A highlighted paragraph for what nobody should miss. */
export function LegalNotice({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border border-border bg-secondary px-4 py-3 text-secondary-foreground [&>p:first-child]:mt-0">
      {children}
    </div>
  );
}

export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandLink } from './brand-link';

interface BrandPageProps {
  /** The tab title. */
  title: string;
  /** How the page places its card. */
  mainClassName: string;
  children: ReactNode;
}

/** A screen of its own under the brand: the frame of FormPage and SimplePage. */
export function BrandPage({ title, mainClassName, children }: BrandPageProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="px-4 py-5 sm:px-8">
        <BrandLink />
      </header>
      <main className={mainClassName}>{children}</main>
    </div>
  );
}

/** The card's heading, the page's only h1. */
export function BrandPageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="font-serif text-2xl font-semibold text-foreground sm:text-3xl">{children}</h1>
  );
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandPage, BrandPageHeading } from './brand-page';

/**
 * For a full-width button in the card: a long French label wraps instead of
 * widening the card past a 360 px screen.
 */
export const FORM_PAGE_BUTTON = 'h-auto min-h-12 w-full whitespace-normal py-2 text-center';

interface FormPageProps {
  /** The tab title and, unless `heading` says otherwise, the visible heading. */
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  /** A gold kicker above the heading, e.g. "Page de test". */
  kicker?: ReactNode;
  /** Under the card: a way back (home by default). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A single-form screen under the brand (password, magic link, newsletter):
 * the /auth look, a left-aligned card that stays readable from 360 px.
 * SimplePage centres its text, which suits a notice but not form labels.
 */
export function FormPage({ title, heading, description, kicker, footer, children }: FormPageProps) {
  return (
    <BrandPage
      title={title}
      mainClassName="flex flex-1 justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0"
    >
      <div className="w-full max-w-md">
        <div
          data-testid="form-page-card"
          className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
        >
          {kicker ? (
            <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
              {kicker}
            </p>
          ) : null}
          <BrandPageHeading>{heading ?? title}</BrandPageHeading>
          {description ? (
            <div className="mt-2 leading-relaxed text-muted-foreground">{description}</div>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 flex justify-center">{footer ?? <BackHomeLink />}</div>
      </div>
    </BrandPage>
  );
}

export function BackHomeLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour à l'accueil
    </Link>
  );
}

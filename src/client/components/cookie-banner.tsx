import { Cookie, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  closeReopenedConsentBanner,
  saveConsent,
  useConsent,
  useConsentBannerReopened,
  type ConsentChoice,
} from '@/lib/consent';
import { paths } from '@/lib/paths';
import { showOutsidePress } from '@/lib/show-outside-press';

/**
 * Spec §9: the banner waits 2 s, so that it does not cover the page as it
 * first appears, and then for any press in progress to end.
 */
export const CONSENT_BANNER_DELAY_MS = 2000;

/** The banner's height while it shows (0 otherwise), for screens that fill the window. */
export const BANNER_SPACE_VARIABLE = '--cookie-banner-space';

/**
 * While the banner shows, the page gets as much room at its bottom, so that it
 * can still be scrolled out from under the banner (a form's submit button, the
 * chat's composer) instead of being hidden behind it.
 */
function useReserveBottomSpace(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
    const body = document.body;
    const root = document.documentElement;
    const reserve = () => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
      // Screens as tall as the window (the chat) shrink by as much: their composer stays in view.
      root.style.setProperty(BANNER_SPACE_VARIABLE, `${banner.offsetHeight}px`);
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      root.style.removeProperty(BANNER_SPACE_VARIABLE);
    };
  }, [visible]);
  return ref;
}

/**
 * The cookie consent banner (spec §2). Refusing is as easy as accepting (same
 * look, same size, as the CNIL requires); closing only hides it until the next
 * load and stores nothing.
 *
 * On a phone it stays compact: two lines of text, the link on its own line.
 * Shown 2 s after load, a larger text here became the page's largest paint
 * (Lighthouse's LCP on /auth: 2.5 s, performance 89; issue 12).
 */
export function CookieBanner() {
  const consent = useConsent();
  const reopened = useConsentBannerReopened();
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  const visible = (shown && !closed && consent === null) || reopened;
  const ref = useReserveBottomSpace(visible);

  // Asked for from « Gérer les cookies »: keyboard users land on it, not at the page's end.
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened, ref]);

  useEffect(() => {
    if (consent !== null || closed) return;
    return showOutsidePress(window, CONSENT_BANNER_DELAY_MS, () => setShown(true));
  }, [consent, closed]);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => saveConsent(choice);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-[var(--engine-notice-space,0px)] z-40 border-t border-white/10 bg-night px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-night-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.25)] focus-visible:outline-accent sm:px-6"
    >
      <div className="relative mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:gap-6 md:pr-8">
        <Cookie aria-hidden="true" className="hidden size-6 shrink-0 text-accent md:block" />
        <div className="flex-1 text-xs leading-normal sm:text-sm sm:leading-relaxed">
          <h2 id="cookie-banner-title" className="pr-8 text-sm font-semibold md:pr-0">
            Votre vie privée
          </h2>
          <p className="text-night-muted">
            Nous utilisons des cookies nécessaires au service et, avec votre accord, un traceur de
            mesure publicitaire.
          </p>
          <p>
            {/* On its own line, 24 px tall: a touch target of WCAG 2.5.8's size. */}
            <Link
              to={paths.privacy}
              className="inline-flex min-h-6 items-center font-medium text-night-foreground underline underline-offset-2 hover:text-accent focus-visible:outline-accent"
            >
              Politique de confidentialité
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2">
          <Button variant="gold" size="sm" className="min-w-28" onClick={() => choose('rejected')}>
            Refuser
          </Button>
          <Button variant="gold" size="sm" className="min-w-28" onClick={() => choose('accepted')}>
            Accepter
          </Button>
        </div>
        <button
          type="button"
          aria-label="Fermer"
          onClick={() => {
            setClosed(true);
            closeReopenedConsentBanner();
          }}
          className="absolute -top-1 right-0 rounded-md p-1.5 text-night-muted transition-colors hover:bg-white/10 hover:text-night-foreground focus-visible:outline-accent md:top-1/2 md:-translate-y-1/2"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}

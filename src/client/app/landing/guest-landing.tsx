import { lazy, Suspense, useEffect, useState } from 'react';
import type { LegalDocumentId } from '@/components/legal/legal-documents';
import { Button } from '@/components/ui/button';
import { GuestChat } from '@/features/guest/components/guest-chat';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { Hero } from '@/features/landing/components/hero';
import { HomeNotices } from '@/features/landing/components/home-notices';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader, type InfoTopic } from '@/features/landing/components/landing-header';
import { useCleanHomeFlags } from '@/features/landing/hooks/use-home-flags';
import type { HomeFlags } from '@/features/landing/utils/home-flags';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReturnFocus } from '@/lib/use-return-focus';
import type { AuthTab } from './landing-auth-dialog';
import { useOnceMounted } from './use-once-mounted';

// Every dialog loads when first opened (issue 12): the page shows none of them at first.
const LandingAuthDialog = lazy(() => import('./landing-auth-dialog'));
const AboutDialog = lazy(() =>
  import('@/features/landing/components/about-dialog').then((m) => ({ default: m.AboutDialog })),
);
const ReviewsDialog = lazy(() =>
  import('@/features/landing/components/reviews-dialog').then((m) => ({
    default: m.ReviewsDialog,
  })),
);
const FaqDialog = lazy(() =>
  import('@/features/landing/components/faq-dialog').then((m) => ({ default: m.FaqDialog })),
);
const PlansDialog = lazy(() =>
  import('@/features/plans/components/plans-dialog').then((m) => ({ default: m.PlansDialog })),
);
const LegalDialog = lazy(() =>
  import('@/components/legal/legal-dialog').then((module) => ({ default: module.LegalDialog })),
);

interface GuestLandingProps {
  flags: HomeFlags;
  /** Called once the flags are on screen here, so that nothing shows them a second time. */
  onFlagsShown: () => void;
}

const composer = () => document.getElementById('guest-composer');
const CONSULTATION_NOTICE = 'consultation-notice';

function focusConsultation() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById('consultation')
    ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById('guest-composer')?.focus({ preventScroll: true });
}

/** / for a visitor (spec §2): hero, the free consultation, plans, and the information dialogs. */
export function GuestLanding({ flags, onFlagsShown }: GuestLandingProps) {
  useDocumentTitle('Consultation en ligne avec une conseillère IA');
  useCleanHomeFlags();
  const [shownFlags, setShownFlags] = useState(flags);
  useEffect(() => onFlagsShown(), [onFlagsShown]);
  // A cancelled special offer is said beside the consultation it came from, in view.
  const consultationNotice = shownFlags.notice?.atConsultation ? shownFlags.notice : null;
  const dismissFlags = () => setShownFlags({ error: null, notice: null });
  useEffect(() => {
    if (!consultationNotice) return;
    document.getElementById(CONSULTATION_NOTICE)?.scrollIntoView({ block: 'start' });
    composer()?.focus({ preventScroll: true });
    // Once, for the flags the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [info, setInfo] = useState<InfoTopic | null>(null);
  const [infoMounted, setInfoMounted] = useState(false);
  const [plansOpen, setPlansOpen] = useState(false);
  const [plansMounted, setPlansMounted] = useState(false);
  const auth = useOnceMounted<AuthTab>('login');
  const legal = useOnceMounted<LegalDocumentId>('cgu');
  // Each dialog gives focus back to what opened it (the composer when that is gone).
  const rememberInfo = useReturnFocus(info !== null, composer);
  const rememberPlans = useReturnFocus(plansOpen, composer);
  const rememberAuth = useReturnFocus(auth.open, composer);
  const rememberLegal = useReturnFocus(legal.open, composer);
  const openInfo = (topic: InfoTopic) => {
    rememberInfo();
    setInfoMounted(true);
    setInfo(topic);
  };
  const openPlans = () => {
    rememberPlans();
    setPlansMounted(true);
    setPlansOpen(true);
  };
  const openAuth = (tab: AuthTab) => {
    rememberAuth();
    auth.show(tab);
  };
  const infoProps = (topic: InfoTopic) => ({
    open: info === topic,
    onOpenChange: (open: boolean) => setInfo(open ? topic : null),
  });

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div className="bg-night">
        <LandingHeader onOpenInfo={openInfo} onLogin={() => openAuth('login')} />
      </div>
      <main className="flex-1">
        <div className="bg-night pt-2">
          <HomeNotices
            flags={consultationNotice ? { ...shownFlags, notice: null } : shownFlags}
            onDismiss={dismissFlags}
          />
          <Hero onStart={focusConsultation} onShowPlans={openPlans} />
        </div>
        <div className="bg-linear-to-b from-night from-20% to-background to-20% px-4 sm:px-8">
          <div className="mx-auto max-w-3xl">
            {consultationNotice ? (
              <HomeNotices
                id={CONSULTATION_NOTICE}
                className="mb-4 scroll-mt-4"
                flags={{ error: null, notice: consultationNotice }}
                onDismiss={dismissFlags}
              />
            ) : null}
            <GuestChat onRegister={() => openAuth('register')} onShowPlans={openPlans} />
          </div>
        </div>
        <FeatureCards />
        <div className="flex justify-center px-4 pb-16">
          <Button size="lg" onClick={openPlans}>
            Voir les forfaits
          </Button>
        </div>
      </main>
      <LandingFooter
        onOpenLegal={(document) => {
          rememberLegal();
          legal.show(document);
        }}
      />

      <Suspense fallback={null}>
        {infoMounted ? (
          <>
            <AboutDialog {...infoProps('about')} />
            <ReviewsDialog {...infoProps('reviews')} />
            <FaqDialog {...infoProps('faq')} />
          </>
        ) : null}
        {plansMounted ? <PlansDialog open={plansOpen} onOpenChange={setPlansOpen} /> : null}
        {auth.mounted ? (
          <LandingAuthDialog
            open={auth.open}
            onOpenChange={auth.setOpen}
            tab={auth.value}
            onTabChange={auth.setValue}
          />
        ) : null}
        {legal.mounted ? (
          <LegalDialog document={legal.value} open={legal.open} onOpenChange={legal.setOpen} />
        ) : null}
      </Suspense>
    </div>
  );
}

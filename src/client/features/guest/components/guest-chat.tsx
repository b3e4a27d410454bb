import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { AiDisclaimer } from '@/components/conversation/ai-disclaimer';
import { needsCareInBrowser, preloadCareCheck } from '@/components/conversation/care-check';
import { HelpStrip } from '@/components/conversation/help-card';
import { composerStatus } from '@/components/conversation/pending-exchange';
import { browserStorage } from '@/lib/storage';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useGuestConversation } from '../hooks/use-guest-conversation';
import { useGuestDraft } from '../hooks/use-guest-draft';
import { openGuestSession } from '../utils/guest-session';
import { ExhaustedNotice } from './exhausted-notice';
import { GuestComposer } from './guest-composer';
import { GuestMessageList } from './guest-message-list';
import { RemainingCount } from './remaining-count';

// Loaded when first opened (issue 12): most visitors never spend their free messages at once.
const UpgradeDialog = lazy(() =>
  import('./upgrade-dialog').then((module) => ({ default: module.UpgradeDialog })),
);

interface GuestChatProps {
  /** Opens the sign-up; the page that hosts the chat decides how. */
  onRegister: () => void;
  onShowPlans: () => void;
}

/** The landing page's free consultation (spec §2, §4): 3 messages, then the upgrade dialog. */
export function GuestChat({ onRegister, onShowPlans }: GuestChatProps) {
  const [session] = useState(() => openGuestSession(browserStorage));
  const sessionId = session.id;
  const [draft, setDraft, restoreDraft] = useGuestDraft();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeMounted, setUpgradeMounted] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const composer = useCallback(() => textareaRef.current, []);
  const rememberOpener = useReturnFocus(upgradeOpen, composer);
  const openUpgrade = useCallback(() => {
    rememberOpener();
    setUpgradeMounted(true);
    setUpgradeOpen(true);
  }, [rememberOpener]);
  const conversation = useGuestConversation(sessionId, {
    fresh: session.fresh,
    restoreDraft,
    onQuotaExhausted: openUpgrade,
  });
  const busy = conversation.pending !== null;
  const exhausted = conversation.remaining <= 0 || conversation.refused;
  useEffect(() => {
    if (exhausted) preloadCareCheck();
  }, [exhausted]);

  async function send(text: string) {
    // Spec §4: at 0 the message is not sent; the ways to go on are offered instead.
    // Except a message that needs care, or any message in care mode: the server answers
    // it with care, free, and no offer is made (issue 10).
    if (exhausted && !conversation.careMode) {
      if (!(await needsCareInBrowser(conversation.userContents, text))) {
        openUpgrade();
        return;
      }
    }
    setDraft('');
    void conversation.send(text);
  }

  return (
    <section
      aria-labelledby="guest-chat-title"
      id="consultation"
      className="flex h-[min(40rem,calc(100dvh-2rem))] min-h-[min(28rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-3xl border border-border bg-background shadow-xl shadow-night/10"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border bg-card px-4 py-3 sm:flex-wrap sm:px-5">
        <h2
          id="guest-chat-title"
          className="min-w-0 font-serif text-lg leading-tight font-semibold text-foreground"
        >
          Votre consultation gratuite
        </h2>
        <RemainingCount remaining={conversation.remaining} refused={conversation.refused} />
      </div>
      {conversation.loadError ? (
        <p role="alert" className="bg-destructive-soft px-4 py-2 text-sm text-destructive-strong">
          Vos messages précédents n'ont pas pu être chargés. Vous pouvez tout de même écrire à
          Céleste.
        </p>
      ) : null}
      <GuestMessageList
        messages={conversation.messages}
        pending={conversation.pending}
        onSuggestion={(text) => {
          setDraft(text);
          textareaRef.current?.focus();
        }}
      />
      {conversation.careMode ? (
        <div className="bg-card px-3 pt-2 sm:px-5">
          <HelpStrip />
        </div>
      ) : exhausted && !busy ? (
        <ExhaustedNotice onContinue={openUpgrade} refused={conversation.refused} />
      ) : null}
      <GuestComposer
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        onStop={conversation.stop}
        status={composerStatus(conversation.pending)}
        exhausted={exhausted}
        stopOutcome={conversation.stopOutcome}
        textareaRef={textareaRef}
      />
      <AiDisclaimer className="bg-card px-4 pb-3" />
      <p aria-live="polite" className="sr-only" data-testid="guest-reply-announcer">
        {conversation.announcement}
      </p>
      <Suspense fallback={null}>
        {upgradeMounted ? (
          <UpgradeDialog
            open={upgradeOpen}
            onOpenChange={setUpgradeOpen}
            sessionId={sessionId}
            refused={conversation.refused}
            onRegister={() => {
              setUpgradeOpen(false);
              onRegister();
            }}
            onShowPlans={() => {
              setUpgradeOpen(false);
              onShowPlans();
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '#shared/schemas/user';
import { needsCareInBrowser, preloadCareCheck } from '@/components/conversation/care-check';
import { composerStatus } from '@/components/conversation/pending-exchange';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useDraft } from '../hooks/use-draft';
import { useLoadFailure } from '../hooks/use-load-failure';
import { useMessageFilters } from '../hooks/use-message-filters';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { useSendMessage } from '../hooks/use-send-message';
import { lowBalance, sendBlock } from '../utils/quota';
import { BalancePill } from './header/balance-pill';
import { Composer } from './composer/composer';
import { ChatHeader } from './header/chat-header';
import { MessageList } from './messages/message-list';
import { PaymentIssueBanner } from '@/components/payment-issue-banner';
import { PasswordBanner } from './password-banner';
import { PurchaseThanksDialog } from './purchase-thanks-dialog';

/** Opened over the conversation by the person: the composer does not take the focus from it (a menu would close). */
const OPEN_OVERLAY = ['dialog', 'alertdialog', 'menu']
  .map((role) => `[role="${role}"][data-state="open"]`)
  .join(', ');
/** The conversation's landmark (a link to #conversation lands on it). */
export const CONVERSATION_ANCHOR = 'conversation';

interface ConversationPaneProps {
  conversationId: number;
  /** null while the session loads: the frame, header and composer are drawn already (issue 39). */
  user: SessionUser | null;
  /** Opens the sidebar drawer on small screens. */
  menuButton: ReactNode;
}

/** One conversation: header, messages and composer. Remounted per conversation (a React key). */
export function ConversationPane({ conversationId, user, menuButton }: ConversationPaneProps) {
  // A call without the session's token would be refused, not renewed: the reads wait for it.
  const signedIn = user !== null;
  const { query, conversation, messages, careMode } = useConversation(conversationId, {
    enabled: signedIn,
  });
  useLoadFailure(query.error, conversationId);
  // The list is refreshed after each send: its title follows the first message.
  const listed = useConversations({ enabled: signedIn }).data?.find(
    (item) => item.id === conversationId,
  );
  const title = listed?.title ?? conversation?.title ?? 'Consultation';
  useDocumentTitle(title);

  const [draft, setDraft, restoreDraft] = useDraft(conversationId);
  const { send, stop, pending, announcement, stopOutcome } = useSendMessage(
    conversationId,
    restoreDraft,
  );
  const filters = useMessageFilters();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const block = user ? sendBlock(user) : null;
  useEffect(() => {
    if (block) preloadCareCheck();
  }, [block]);
  const paymentReturn = usePaymentReturn(signedIn);

  const onSend = useCallback(
    async (text: string) => {
      // A blocked composer still lets through a message that needs care (issue 10).
      // In care mode the server answers every message with care, free.
      if (block && !careMode) {
        const recent = messages.filter((m) => m.isUser).map((m) => m.content);
        if (!(await needsCareInBrowser(recent, text))) return;
      }
      setDraft('');
      void send(text);
    },
    [block, careMode, messages, send, setDraft],
  );
  // A message sent before the conversation has loaded leaves once it has: the
  // frame is drawn at once (issue 39), and Enter pressed early is not lost.
  const loaded = query.isSuccess;
  const queued = useRef<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!loaded || queued.current === null) return;
    const text = queued.current;
    queued.current = null;
    void onSend(text);
  }, [loaded, onSend]);
  // Ready to write at once after a login, « Nouvelle consultation » or a choice in the
  // history (issue 14), while the messages load (issue 39) — unless a dialog or a menu
  // was opened over the conversation meanwhile.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.querySelector(OPEN_OVERLAY)) return;
      textareaRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const onSuggestion = useCallback(
    (text: string) => {
      setDraft(text);
      textareaRef.current?.focus();
    },
    [setDraft],
  );

  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <ChatHeader
        title={title}
        filters={filters}
        menuButton={menuButton}
        balance={user ? <BalancePill user={user} /> : null}
      />
      {user ? <PaymentIssueBanner issue={user.paymentIssue} /> : null}
      {user ? (
        <PasswordBanner hasPassword={user.hasPassword} dismissalCleared={paymentReturn.purchased} />
      ) : null}
      {user && paymentReturn.purchase ? (
        <PurchaseThanksDialog
          purchase={paymentReturn.purchase}
          messagesRemaining={user.messagesRemaining}
        />
      ) : null}
      <main
        id={CONVERSATION_ANCHOR}
        tabIndex={-1}
        className="flex min-h-0 flex-1 flex-col outline-none"
      >
        {query.isPending ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label="Chargement de la consultation…" />
          </div>
        ) : query.isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 text-center">
            <p className="text-muted-foreground">Cette consultation n'a pas pu être chargée.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              Réessayer
            </Button>
          </div>
        ) : (
          <MessageList
            messages={messages}
            pending={pending}
            filter={filters.filter}
            hasEarlier={query.hasNextPage}
            loadingEarlier={query.isFetchingNextPage}
            onLoadEarlier={() => void query.fetchNextPage()}
            onSuggestion={block ? undefined : onSuggestion}
          />
        )}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={(text) => {
            if (loaded) return void onSend(text);
            queued.current = text;
            setWaiting(true);
          }}
          onStop={stop}
          status={waiting && !loaded ? 'sending' : composerStatus(pending)}
          block={block}
          lowBalance={user ? lowBalance(user) : null}
          careMode={careMode}
          unavailable={query.isError}
          stopOutcome={stopOutcome}
          textareaRef={textareaRef}
        />
        {/* Completed replies are read out once, whole; the streaming bubble itself stays silent. */}
        <div
          className="sr-only"
          aria-live="polite"
          aria-atomic="true"
          data-testid="reply-announcer"
        >
          {announcement}
        </div>
      </main>
    </div>
  );
}

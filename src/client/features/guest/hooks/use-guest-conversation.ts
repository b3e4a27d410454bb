import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuestChatResponse, GuestMessage } from '../../../../shared/schemas/guest';
import type { PendingExchange } from '@/components/conversation/pending-exchange';
import { ApiError, NetworkError, isAbortError } from '@/lib/api-error';
import { ReplyProgress, requestStop } from '@/components/conversation/reply-progress';
import { useStopNotice } from '@/components/conversation/stop-notice';
import { errorText } from '@/lib/error-text';
import { replyAnnouncement } from '@/lib/reply-announcement';
import { browserStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { trackGuestMilestone } from '@/lib/tracking';
import { guestChatQueryKey, useGuestChat } from '../api/get-guest-chat';
import { stopGuestReply } from '../api/stop-guest-reply';
import { readStoredRemaining, storeRemaining } from '../utils/guest-session';

interface Options {
  /** A session made on this visit: the server has nothing of it to read. */
  fresh: boolean;
  /** Gives a refused message back to the composer. */
  restoreDraft: (text: string) => void;
  /** The server says no free message is left (402). */
  onQuotaExhausted: () => void;
}

const TOO_MANY_SESSIONS = 'guest.too_many_sessions';

let lastLocalId = 0;

/** A message the server has not numbered: negative ids never meet one of its own. */
function localMessage(content: string, isUser: boolean): GuestMessage {
  lastLocalId -= 1;
  return {
    id: lastLocalId,
    content,
    isUser,
    status: 'complete',
    createdAt: new Date().toISOString(),
  };
}

function updateChat(
  queryClient: QueryClient,
  sessionId: string,
  update: (chat: GuestChatResponse) => GuestChatResponse,
  fallbackRemaining: number,
): void {
  queryClient.setQueryData<GuestChatResponse>(guestChatQueryKey(sessionId), (chat) =>
    update(chat ?? { messages: [], messagesRemaining: fallbackRemaining }),
  );
}

function withMessages(chat: GuestChatResponse, added: GuestMessage[]): GuestChatResponse {
  const known = new Set(chat.messages.map((message) => message.id));
  return { ...chat, messages: [...chat.messages, ...added.filter((m) => !known.has(m.id))] };
}

/**
 * The guest's conversation (spec §4, §5): the server's messages and count, and
 * an optimistic, streamed send rolled back with « Erreur d'envoi » on failure.
 */
export function useGuestConversation(
  sessionId: string,
  { fresh, restoreDraft, onQuotaExhausted }: Options,
) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const query = useGuestChat(sessionId, !fresh);
  const [storedRemaining] = useState(() => readStoredRemaining(browserStorage));
  const [pending, setPending] = useState<PendingExchange<GuestMessage> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controllerRef = useRef<AbortController | null>(null);
  const progressRef = useRef<ReplyProgress<GuestMessage> | null>(null);
  const stopTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopNotice = useStopNotice();
  const { clear: clearStopNotice, explain: explainStop } = stopNotice;

  const serverRemaining = query.data?.messagesRemaining;
  const baseRemaining = serverRemaining ?? storedRemaining;
  // The optimistic decrement lasts until the server gives its own count.
  const remaining =
    pending && !pending.accepted ? Math.max(0, baseRemaining - 1) : Math.max(0, baseRemaining);

  // localStorage mirrors the server, which is the truth (spec §3).
  useEffect(() => {
    if (serverRemaining !== undefined) storeRemaining(browserStorage, serverRemaining);
  }, [serverRemaining]);

  const send = useCallback(
    async (content: string) => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const progress = new ReplyProgress<GuestMessage>();
      progressRef.current = progress;
      const before = baseRemaining;
      setAnnouncement('');
      clearStopNotice();
      setPending({ userMessage: localMessage(content, true), accepted: false, reply: null });
      await queryClient.cancelQueries({ queryKey: guestChatQueryKey(sessionId) });
      try {
        // The stream reader and its schemas load with the first message, not with the page.
        const { sendGuestMessage } = await import('../api/send-guest-message');
        const result = await sendGuestMessage({
          content,
          sessionId,
          signal: controller.signal,
          // Spec §7: tells the server this is the last free message, so the reply can mention the offer.
          withOffer: before - 1 <= 0,
          onEvent: (event) => {
            if (event.event === 'start') {
              progress.accepted = event.data.userMessage;
              const { messagesRemaining } = event.data;
              updateChat(
                queryClient,
                sessionId,
                (chat) => ({ ...chat, messagesRemaining }),
                before,
              );
              setPending({ userMessage: event.data.userMessage, accepted: true, reply: null });
            } else if (event.event === 'delta' && progress.add(event.data.text)) {
              const reply = progress.reply;
              setPending((current) => current && { ...current, reply });
            }
          },
        });
        if (progress.stopped) explainStop(result.refunded ? 'refunded' : 'charged');
        updateChat(
          queryClient,
          sessionId,
          (chat) => ({
            ...withMessages(chat, [result.userMessage, result.aiMessage]),
            messagesRemaining: result.messagesRemaining,
            // Care mode (issue 10): the help stays in view, no offer is made.
            ...(result.careMode ? { careMode: true as const } : {}),
          }),
          before,
        );
        setAnnouncement(replyAnnouncement(result.aiMessage.content));
        // A crisis message is not counted (D15): only a counted message is a milestone.
        if (result.messagesRemaining < before) trackGuestMilestone(result.messagesRemaining);
      } catch (error) {
        const { accepted, reply } = progress;
        if (accepted && (error instanceof NetworkError || isAbortError(error))) {
          // Cut off after the server took the message (or a stop that never came
          // back): it still stores the reply. Keep what was shown; the next visit
          // shows what was stored.
          const partial = reply.trim()
            ? [{ ...localMessage(reply, false), status: 'interrupted' as const }]
            : [];
          updateChat(
            queryClient,
            sessionId,
            (chat) => withMessages(chat, [accepted, ...partial]),
            before,
          );
          void queryClient.invalidateQueries({
            queryKey: guestChatQueryKey(sessionId),
            refetchType: 'none',
          });
          if (!isAbortError(error)) {
            toast({
              title: 'Connexion interrompue',
              description: 'La réponse complète apparaîtra en rechargeant la page.',
            });
          }
        } else {
          restoreDraft(content);
          if (error instanceof ApiError && error.code === TOO_MANY_SESSIONS) {
            // D10: this address opened its free consultations for today. Said in place
            // of the count, which must not go on promising messages (issue 14).
            setRefused(true);
          } else if (error instanceof ApiError && error.status === 402) {
            updateChat(queryClient, sessionId, (chat) => ({ ...chat, messagesRemaining: 0 }), 0);
            onQuotaExhausted();
          } else {
            // Refused or undone by the server: nothing was counted.
            if (accepted) {
              updateChat(
                queryClient,
                sessionId,
                (chat) => ({ ...chat, messagesRemaining: before }),
                before,
              );
            }
            toast({
              variant: 'destructive',
              title: "Erreur d'envoi",
              description: errorText(error),
            });
          }
        }
      } finally {
        clearTimeout(stopTimerRef.current);
        controllerRef.current = null;
        progressRef.current = null;
        setPending(null);
      }
    },
    [
      baseRemaining,
      queryClient,
      sessionId,
      restoreDraft,
      onQuotaExhausted,
      clearStopNotice,
      explainStop,
    ],
  );

  /** « Arrêter » (D18), as in the customers' chat (use-send-message.ts). */
  const stop = useCallback(() => {
    const timer = requestStop(
      progressRef.current,
      (messageId, shown) => stopGuestReply(sessionId, messageId, shown),
      () => controllerRef.current?.abort(),
    );
    if (timer === null) return;
    stopTimerRef.current = timer;
    setPending((current) => current && { ...current, stopping: true });
  }, [sessionId]);

  return {
    /** The server refuses a new free consultation from this address today (D10). */
    refused,
    messages: query.data?.messages ?? [],
    loadError: query.isError,
    remaining,
    careMode: query.data?.careMode === true,
    /** The person's own messages, for the browser's care check (care-check.ts). */
    userContents: (query.data?.messages ?? []).filter((m) => m.isUser).map((m) => m.content),
    pending,
    announcement,
    send,
    stop,
    stopOutcome: stopNotice.outcome,
  };
}

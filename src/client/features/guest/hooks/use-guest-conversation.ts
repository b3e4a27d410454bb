import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { GuestChatResponse, GuestMessage } from '#shared/schemas/guest';
import { ApiError } from '@/lib/api-error';
import type { ExchangePayer } from '@/lib/exchange/exchange';
import { useExchange } from '@/lib/exchange/use-exchange';
import { browserStorage } from '@/lib/storage';
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

interface GuestPayerOptions extends Omit<Options, 'fresh'> {
  sessionId: string;
  /** The count shown before the send: the server's, or the one stored on this device. */
  remaining: number;
  /** D10: this address opened its free consultations for today. */
  onTooManySessions: () => void;
}

const TOO_MANY_SESSIONS = 'guest.too_many_sessions';

/**
 * A guest pays from the free messages of their session id, and the messages
 * live in the guest chat's cached answer (created by the first send of a new
 * session, which has nothing to read).
 */
export function guestPayer(
  queryClient: QueryClient,
  { sessionId, remaining, restoreDraft, onQuotaExhausted, onTooManySessions }: GuestPayerOptions,
): ExchangePayer<GuestMessage> {
  const chatKey = guestChatQueryKey(sessionId);
  const updateChat = (update: (chat: GuestChatResponse) => GuestChatResponse) =>
    queryClient.setQueryData<GuestChatResponse>(chatKey, (chat) =>
      update(chat ?? { messages: [], messagesRemaining: remaining }),
    );
  const setRemaining = (messagesRemaining: number) =>
    updateChat((chat) => ({ ...chat, messagesRemaining }));
  return {
    async send({ content, signal, onEvent }) {
      // The stream reader and its schemas load with the first message, not with the page.
      const { sendGuestMessage } = await import('../api/send-guest-message');
      const result = await sendGuestMessage({
        content,
        sessionId,
        signal,
        // Spec §7: tells the server this is the last free message, so the reply can mention the offer.
        withOffer: remaining - 1 <= 0,
        onEvent,
      });
      return { ...result, reply: result.aiMessage };
    },
    stop: (messageId, shown) => stopGuestReply(sessionId, messageId, shown),
    local: (message) => message,
    cancelReads: () => queryClient.cancelQueries({ queryKey: chatKey }),
    store(messages, careMode) {
      updateChat((chat) => {
        const known = new Set(chat.messages.map((message) => message.id));
        const added = messages.filter((message) => !known.has(message.id));
        // Care mode (issue 10): the help stays in view, no offer is made.
        const withAdded = { ...chat, messages: [...chat.messages, ...added] };
        return careMode ? { ...withAdded, careMode } : withAdded;
      });
    },
    markStale: () => void queryClient.invalidateQueries({ queryKey: chatKey, refetchType: 'none' }),
    remaining: () => remaining,
    setRemaining,
    restoreDraft,
    refused(error) {
      if (!(error instanceof ApiError)) return false;
      if (error.code === TOO_MANY_SESSIONS) {
        onTooManySessions();
        return true;
      }
      if (error.status !== 402) return false;
      setRemaining(0);
      onQuotaExhausted();
      return true;
    },
    replied(result) {
      // A crisis message is not counted (D15): only a counted message is a milestone.
      if (result.messagesRemaining < remaining) trackGuestMilestone(result.messagesRemaining);
    },
    texts: {
      failedTitle: "Erreur d'envoi",
      cutOffDescription: 'La réponse complète apparaîtra en rechargeant la page.',
    },
  };
}

/**
 * The guest's conversation (spec §4, §5): the server's messages and count, and
 * the exchange engine's send (lib/exchange), rolled back with « Erreur d'envoi ».
 */
export function useGuestConversation(
  sessionId: string,
  { fresh, restoreDraft, onQuotaExhausted }: Options,
) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const query = useGuestChat(sessionId, !fresh);
  const [storedRemaining] = useState(() => readStoredRemaining(browserStorage));
  const serverRemaining = query.data?.messagesRemaining;
  const remaining = serverRemaining ?? storedRemaining;

  // localStorage mirrors the server, which is the truth (spec §3).
  useEffect(() => {
    if (serverRemaining !== undefined) storeRemaining(browserStorage, serverRemaining);
  }, [serverRemaining]);

  const payer = useMemo(
    () =>
      guestPayer(queryClient, {
        sessionId,
        remaining,
        restoreDraft,
        onQuotaExhausted,
        onTooManySessions: () => setRefused(true),
      }),
    [queryClient, sessionId, remaining, restoreDraft, onQuotaExhausted],
  );
  const exchange = useExchange(payer);

  return {
    /** The server refuses a new free consultation from this address today (D10). */
    refused,
    messages: query.data?.messages ?? [],
    loadError: query.isError,
    remaining: Math.max(0, remaining),
    careMode: query.data?.careMode === true,
    /** The person's own messages, for the browser's care check (care-check.ts). */
    userContents: (query.data?.messages ?? []).filter((m) => m.isUser).map((m) => m.content),
    ...exchange,
  };
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Message } from '#shared/schemas/chat';
import type { SessionUser } from '#shared/schemas/user';
import { ApiError } from '@/lib/api-error';
import type { ExchangePayer } from '@/lib/exchange/exchange';
import { useExchange } from '@/lib/exchange/use-exchange';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { conversationQueryKey } from '../api/get-conversation';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import { sendMessage } from '../api/send-message';
import { stopReply } from '../api/stop-reply';
import { withAppendedMessages, type ConversationPages } from '../utils/message-pages';

/**
 * A customer pays from the balance of their session (the cached /me), and the
 * messages live in the conversation's cached pages.
 */
export function chatPayer(
  queryClient: QueryClient,
  conversationId: number,
  restoreDraft: (text: string) => void,
): ExchangePayer<Message> {
  const conversationKey = conversationQueryKey(conversationId);
  return {
    async send({ content, signal, onEvent }) {
      const result = await sendMessage({ conversationId, content, signal, onEvent });
      return { ...result, reply: result.assistantMessage };
    },
    stop: (messageId, shown) => stopReply(conversationId, messageId, shown),
    local: (message) => ({ ...message, conversationId }),
    cancelReads: () => queryClient.cancelQueries({ queryKey: conversationKey }),
    store(messages, careMode) {
      queryClient.setQueryData<ConversationPages>(conversationKey, (data) => {
        if (!data) return data;
        const appended = withAppendedMessages(data, messages);
        // Care mode (issue 10): the help numbers stay in view from this reply on.
        if (!careMode) return appended;
        const [latest, ...older] = appended.pages;
        return latest
          ? { ...appended, pages: [{ ...latest, careMode: true }, ...older] }
          : appended;
      });
    },
    markStale: () =>
      void queryClient.invalidateQueries({ queryKey: conversationKey, refetchType: 'none' }),
    remaining: () => queryClient.getQueryData<SessionUser | null>(ME_QUERY_KEY)?.messagesRemaining,
    setRemaining(messagesRemaining) {
      queryClient.setQueryData<SessionUser | null>(ME_QUERY_KEY, (user) =>
        user ? { ...user, messagesRemaining } : user,
      );
    },
    restoreDraft,
    refused(error) {
      // Quota or verification refused: the cached count is out of date.
      if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
      return false;
    },
    // Titles and summaries change with each message.
    settled: () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
    texts: {
      failedTitle: "Échec d'envoi du message",
      cutOffDescription: 'La réponse complète apparaîtra en rouvrant la consultation.',
    },
  };
}

/** A customer's message, sent through the exchange engine (lib/exchange). */
export function useSendMessage(conversationId: number, restoreDraft: (text: string) => void) {
  const queryClient = useQueryClient();
  const payer = useMemo(
    () => chatPayer(queryClient, conversationId, restoreDraft),
    [queryClient, conversationId, restoreDraft],
  );
  return useExchange(payer);
}

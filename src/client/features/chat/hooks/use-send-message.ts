import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Message } from '../../../../shared/schemas/chat';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { PendingExchange } from '@/components/conversation/pending-exchange';
import { ApiError, NetworkError, SessionExpiredError, isAbortError } from '@/lib/api-error';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { toast } from '@/lib/toast';
import { conversationQueryKey } from '../api/get-conversation';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import { sendMessage } from '../api/send-message';
import { replyAnnouncement } from '@/lib/reply-announcement';
import { errorText } from '@/lib/error-text';
import { withAppendedMessages, type ConversationPages } from '../utils/message-pages';
import { afterOneSend } from '../utils/quota';

let lastLocalId = 0;

/** A message the server has not numbered: negative ids never meet one of its own. */
function localMessage(base: Pick<Message, 'conversationId' | 'content' | 'isUser' | 'status'>) {
  lastLocalId -= 1;
  return { ...base, id: lastLocalId, createdAt: new Date().toISOString() } satisfies Message;
}

function setRemaining(queryClient: QueryClient, messagesRemaining: number): void {
  queryClient.setQueryData<SessionUser | null>(ME_QUERY_KEY, (user) =>
    user ? { ...user, messagesRemaining } : user,
  );
}

function appendMessages(
  queryClient: QueryClient,
  conversationId: number,
  messages: Message[],
  careMode = false,
) {
  queryClient.setQueryData<ConversationPages>(conversationQueryKey(conversationId), (data) => {
    if (!data) return data;
    const appended = withAppendedMessages(data, messages);
    // Care mode (issue 10): the help numbers stay in view from this reply on.
    if (!careMode) return appended;
    const [latest, ...older] = appended.pages;
    return latest ? { ...appended, pages: [{ ...latest, careMode: true }, ...older] } : appended;
  });
}

/**
 * Sends a message the way spec §4 describes: optimistic, streamed, and rolled
 * back on failure (the text goes back to the composer through `restoreDraft`).
 */
export function useSendMessage(conversationId: number, restoreDraft: (text: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange<Message> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controllerRef = useRef<AbortController | null>(null);

  const send = useCallback(
    async (content: string) => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      setAnnouncement('');
      const optimistic = localMessage({
        conversationId,
        content,
        isUser: true,
        status: 'complete',
      });
      setPending({ userMessage: optimistic, accepted: false, reply: null });
      // A page landing now would not know the optimistic message.
      await queryClient.cancelQueries({ queryKey: conversationQueryKey(conversationId) });
      const before = queryClient.getQueryData<SessionUser | null>(ME_QUERY_KEY)?.messagesRemaining;
      if (before !== undefined) setRemaining(queryClient, afterOneSend(before));

      // Filled by the stream's callbacks, read after it ends.
      const progress: { accepted: Message | null; reply: string } = { accepted: null, reply: '' };
      try {
        const result = await sendMessage({
          conversationId,
          content,
          signal: controller.signal,
          onEvent: (event) => {
            if (event.event === 'start') {
              progress.accepted = event.data.userMessage;
              setRemaining(queryClient, event.data.messagesRemaining);
              setPending({ userMessage: event.data.userMessage, accepted: true, reply: null });
            } else if (event.event === 'delta') {
              progress.reply += event.data.text;
              const reply = progress.reply;
              setPending((current) => current && { ...current, reply });
            }
          },
        });
        appendMessages(
          queryClient,
          conversationId,
          [result.userMessage, result.assistantMessage],
          result.careMode === true,
        );
        setRemaining(queryClient, result.messagesRemaining);
        setAnnouncement(replyAnnouncement(result.assistantMessage.content));
      } catch (error) {
        const { accepted, reply } = progress;
        if (accepted && (isAbortError(error) || error instanceof NetworkError)) {
          // Stopped, or cut off, after the server took the message: it still
          // writes and stores the whole reply. Keep what arrived; the next load
          // of the conversation shows the rest.
          const partial = reply.trim()
            ? [
                localMessage({
                  conversationId,
                  content: reply,
                  isUser: false,
                  status: 'interrupted',
                }),
              ]
            : [];
          appendMessages(queryClient, conversationId, [accepted, ...partial]);
          void queryClient.invalidateQueries({
            queryKey: conversationQueryKey(conversationId),
            refetchType: 'none',
          });
          if (!isAbortError(error)) {
            toast({
              title: 'Connexion interrompue',
              description: 'La réponse complète apparaîtra en rouvrant la conversation.',
            });
          }
        } else {
          if (before !== undefined) setRemaining(queryClient, before);
          restoreDraft(content);
          // The session is over (the API client is already redirecting), or the user stopped.
          if (!isAbortError(error) && !(error instanceof SessionExpiredError)) {
            toast({
              variant: 'destructive',
              title: "Échec d'envoi du message",
              description: errorText(error),
            });
          }
          // Quota or verification refused: the cached count is out of date.
          if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          }
        }
      } finally {
        controllerRef.current = null;
        setPending(null);
        // Titles and summaries change with each message.
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      }
    },
    [conversationId, queryClient, restoreDraft],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { send, stop, pending, announcement };
}

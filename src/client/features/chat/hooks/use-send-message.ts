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
import { ReplyProgress, requestStop } from '@/components/conversation/reply-progress';
import { useStopNotice } from '@/components/conversation/stop-notice';
import { stopReply } from '../api/stop-reply';

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
  const progressRef = useRef<ReplyProgress<Message> | null>(null);
  const stopTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopNotice = useStopNotice();
  const { clear: clearStopNotice, explain: explainStop } = stopNotice;

  const send = useCallback(
    async (content: string) => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      // Filled by the stream's callbacks, read after it ends and by a stop.
      const progress = new ReplyProgress<Message>();
      progressRef.current = progress;
      setAnnouncement('');
      clearStopNotice();
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
            } else if (event.event === 'delta' && progress.add(event.data.text)) {
              const reply = progress.reply;
              setPending((current) => current && { ...current, reply });
            }
          },
        });
        if (progress.stopped) explainStop(result.refunded ? 'refunded' : 'charged');
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
          // Cut off after the server took the message (or a stop that never came
          // back): the server still stores the reply. Keep what was shown; the
          // next load of the conversation shows what was stored.
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
              description: 'La réponse complète apparaîtra en rouvrant la consultation.',
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
        clearTimeout(stopTimerRef.current);
        controllerRef.current = null;
        progressRef.current = null;
        setPending(null);
        // Titles and summaries change with each message.
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      }
    },
    [conversationId, queryClient, restoreDraft, clearStopNotice, explainStop],
  );

  /**
   * « Arrêter » (D18): nothing more is shown, the server is told how much was,
   * and the stream ends with the reply stored so. If that never comes, the
   * stream is dropped and the reply kept as shown.
   */
  const stop = useCallback(() => {
    const timer = requestStop(
      progressRef.current,
      (messageId, shown) => stopReply(conversationId, messageId, shown),
      () => controllerRef.current?.abort(),
    );
    if (timer === null) return;
    stopTimerRef.current = timer;
    setPending((current) => current && { ...current, stopping: true });
  }, [conversationId]);

  return { send, stop, pending, announcement, stopOutcome: stopNotice.outcome };
}

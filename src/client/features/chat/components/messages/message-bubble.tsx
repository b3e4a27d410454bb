import { memo } from 'react';
import type { Message } from '../../../../../shared/schemas/chat';
import { AssistantMarkdown } from '@/components/conversation/assistant-markdown';
import { AssistantBubble, UserBubble } from '@/components/conversation/message-bubbles';

interface MessageBubbleProps {
  message: Message;
  /** The optimistic copy, before the server accepted it. */
  sending?: boolean;
}

/** One message of the list; memoised so that a streaming reply re-renders only itself. */
export const MessageBubble = memo(function MessageBubble({
  message,
  sending = false,
}: MessageBubbleProps) {
  if (message.isUser) {
    return <UserBubble content={message.content} createdAt={message.createdAt} sending={sending} />;
  }
  return (
    <AssistantBubble
      testId="message-assistant"
      createdAt={message.createdAt}
      footer={message.status === 'interrupted' ? ' · Réponse interrompue' : null}
    >
      <AssistantMarkdown content={message.content} />
    </AssistantBubble>
  );
});

import type { GuestMessage } from '../../../../shared/schemas/guest';
import { AssistantBubble, UserBubble } from '@/components/conversation/message-bubbles';
import { TypingIndicator } from '@/components/conversation/typing-indicator';
import type { GuestPending } from '../hooks/use-guest-conversation';
import { useFollowBottom } from '../hooks/use-follow-bottom';
import { GuestReply } from './guest-reply';
import { GuestWelcome } from './guest-welcome';

interface GuestMessageListProps {
  messages: GuestMessage[];
  pending: GuestPending | null;
  onSuggestion: (text: string) => void;
}

function GuestMessageBubble({ message }: { message: GuestMessage }) {
  if (message.isUser) return <UserBubble content={message.content} createdAt={message.createdAt} />;
  return (
    <AssistantBubble testId="message-assistant" createdAt={message.createdAt}>
      <GuestReply content={message.content} />
    </AssistantBubble>
  );
}

/** The guest's exchange with Céleste, in the same bubbles as the customers' chat. */
export function GuestMessageList({ messages, pending, onSuggestion }: GuestMessageListProps) {
  const empty = messages.length === 0 && !pending;
  const { viewportRef, onScroll } = useFollowBottom(
    `${messages.length}:${pending?.userMessage.id ?? ''}:${pending?.reply?.length ?? -1}`,
    !empty,
  );

  return (
    <div
      ref={viewportRef}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Messages de la consultation"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-5"
    >
      {empty ? <GuestWelcome onSuggestion={onSuggestion} /> : null}
      <ol className="grid gap-5">
        {messages.map((message) => (
          <GuestMessageBubble key={message.id} message={message} />
        ))}
        {pending ? (
          <>
            <UserBubble
              content={pending.userMessage.content}
              createdAt={pending.userMessage.createdAt}
              sending={!pending.accepted}
            />
            <AssistantBubble
              testId="message-streaming"
              createdAt={pending.userMessage.createdAt}
              busy
            >
              {pending.reply === null ? (
                <TypingIndicator />
              ) : (
                <GuestReply content={pending.reply} streaming />
              )}
            </AssistantBubble>
          </>
        ) : null}
      </ol>
    </div>
  );
}

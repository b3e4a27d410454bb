// The pieces of a message list shared by the customers' chat and the guest chat;
// each host keeps its own layout, scrolling and welcome.
import { memo, type ComponentType, type ReactNode, type Ref, type UIEventHandler } from 'react';
import { cn } from '@/lib/cn';
import type { PendingExchange } from '@/lib/exchange/exchange';
import { HelpCard } from './help-card';
import { AssistantBubble, UserBubble } from './message-bubbles';
import type { BubbleMessage } from './pending-exchange';
import { TypingIndicator } from './typing-indicator';

/**
 * Renders Céleste's text. A host passes AssistantMarkdown, or a lazy wrapper of
 * it when the Markdown renderer must not weigh on its first load.
 */
export type ReplyRenderer = ComponentType<{ content: string; streaming?: boolean }>;

interface MessagesViewportProps {
  ref: Ref<HTMLDivElement>;
  onScroll: UIEventHandler<HTMLDivElement>;
  /** Its size and padding in the host's layout. */
  className: string;
  children: ReactNode;
}

/** The scrolling region of the messages: focusable, so that the keyboard scrolls it too. */
export function MessagesViewport({ ref, onScroll, className, children }: MessagesViewportProps) {
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Messages de la consultation"
      className={cn(
        'overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]',
        className,
      )}
    >
      {children}
    </div>
  );
}

interface MessageBubbleProps {
  message: BubbleMessage;
  Reply: ReplyRenderer;
}

const INTERRUPTED = ' · Réponse interrompue';

/** One stored message; memoised so that a streaming reply re-renders only itself. */
export const MessageBubble = memo(function MessageBubble({ message, Reply }: MessageBubbleProps) {
  if (message.isUser) return <UserBubble content={message.content} createdAt={message.createdAt} />;
  return (
    <>
      {message.care ? (
        <li className="list-none">
          <HelpCard createdAt={message.createdAt} />
        </li>
      ) : null}
      <AssistantBubble
        testId="message-assistant"
        createdAt={message.createdAt}
        footer={message.status === 'interrupted' ? INTERRUPTED : null}
      >
        <Reply content={message.content} />
      </AssistantBubble>
    </>
  );
});

/** The message on its way, then Céleste typing, then her reply as it streams. */
export function PendingExchangeBubbles({
  pending,
  Reply,
}: {
  pending: PendingExchange<BubbleMessage>;
  Reply: ReplyRenderer;
}) {
  const { userMessage } = pending;
  return (
    <>
      <UserBubble
        content={userMessage.content}
        createdAt={userMessage.createdAt}
        sending={!pending.accepted}
      />
      <AssistantBubble testId="message-streaming" createdAt={userMessage.createdAt} busy>
        {pending.reply === null ? <TypingIndicator /> : <Reply content={pending.reply} streaming />}
      </AssistantBubble>
    </>
  );
}

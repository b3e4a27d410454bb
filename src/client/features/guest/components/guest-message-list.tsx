import type { GuestMessage } from '#shared/schemas/guest';
import {
  MessageBubble,
  MessagesViewport,
  PendingExchangeBubbles,
} from '@/components/conversation/message-thread';
import type { PendingExchange } from '@/lib/exchange/exchange';
import { useFollowBottom } from '../hooks/use-follow-bottom';
import { GuestReply } from './guest-reply';
import { GuestWelcome } from './guest-welcome';

interface GuestMessageListProps {
  messages: GuestMessage[];
  pending: PendingExchange<GuestMessage> | null;
  onSuggestion: (text: string) => void;
}

/** The guest's exchange with Céleste, in the same bubbles as the customers' chat. */
export function GuestMessageList({ messages, pending, onSuggestion }: GuestMessageListProps) {
  const empty = messages.length === 0 && !pending;
  const { viewportRef, onScroll } = useFollowBottom(
    `${messages.length}:${pending?.userMessage.id ?? ''}:${pending?.reply?.length ?? -1}`,
    !empty,
  );

  return (
    <MessagesViewport
      ref={viewportRef}
      onScroll={onScroll}
      className="min-h-0 flex-1 px-3 py-4 sm:px-5"
    >
      {empty ? <GuestWelcome onSuggestion={onSuggestion} /> : null}
      <ol className="grid gap-5">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} Reply={GuestReply} />
        ))}
        {pending ? <PendingExchangeBubbles pending={pending} Reply={GuestReply} /> : null}
      </ol>
    </MessagesViewport>
  );
}

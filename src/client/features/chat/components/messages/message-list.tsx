import { ArrowDown, History, LoaderCircle } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import type { Message } from '#shared/schemas/chat';
import { AssistantMarkdown } from '@/components/conversation/assistant-markdown';
import {
  MessageBubble,
  MessagesViewport,
  PendingExchangeBubbles,
} from '@/components/conversation/message-thread';
import type { PendingExchange } from '@/lib/exchange/exchange';
import { Button } from '@/components/ui/button';
import { useChatScroll } from '../../hooks/use-chat-scroll';
import { dayKey, dayLabel } from '../../utils/dates';
import { filterMessages, isFiltering, type MessageFilter } from '../../utils/filter-messages';
import { ChatWelcome } from './chat-welcome';

interface MessageListProps {
  messages: Message[];
  pending: PendingExchange<Message> | null;
  filter: MessageFilter;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Fills the composer with a suggested question; absent when nothing can be sent. */
  onSuggestion?: (text: string) => void;
}

/** Under a reply the server stopped: its text is partial. */

/** A day marker wherever the day changes, since each message only shows its time. */
function DayDivider({ iso }: { iso: string }) {
  return (
    <li className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {dayLabel(new Date(iso))}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </li>
  );
}

export function MessageList(props: MessageListProps) {
  const { messages, pending, filter, hasEarlier, loadingEarlier } = props;
  const filtering = isFiltering(filter);
  const empty = messages.length === 0 && !pending;
  // The exchange under way always shows: it is what the user is waiting for.
  const visible = useMemo(() => filterMessages(messages, filter), [messages, filter]);
  const { viewportRef, onScroll, farFromBottom, keepPositionWhilePrepending, scrollToBottom } =
    useChatScroll({
      contentKey: `${visible.length}:${visible.at(-1)?.id}:${pending?.reply?.length ?? -1}`,
      firstId: visible[0]?.id,
      sendKey: pending?.userMessage.id,
      follow: !empty,
    });
  const shownCount = visible.length + (pending ? 2 : 0);

  return (
    <div className="relative min-h-0 flex-1">
      <MessagesViewport ref={viewportRef} onScroll={onScroll} className="h-full">
        <div className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6">
          {hasEarlier ? (
            <div className="mb-6 flex justify-center">
              <Button
                variant="outline"
                size="sm"
                className="rounded-full"
                disabled={loadingEarlier}
                aria-busy={loadingEarlier}
                onClick={() => {
                  keepPositionWhilePrepending();
                  props.onLoadEarlier();
                }}
              >
                {loadingEarlier ? (
                  <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
                ) : (
                  <History aria-hidden="true" />
                )}
                Charger les messages précédents
              </Button>
            </div>
          ) : null}
          {empty ? <ChatWelcome onSuggestion={props.onSuggestion} /> : null}
          {filtering && visible.length === 0 && !empty ? (
            <p role="status" className="py-10 text-center text-sm text-muted-foreground">
              Aucun message ne correspond à votre recherche.
            </p>
          ) : null}
          <ol className="grid gap-5">
            {visible.map((message, index) => {
              const previous = visible[index - 1];
              const newDay =
                !previous ||
                dayKey(new Date(previous.createdAt)) !== dayKey(new Date(message.createdAt));
              return (
                <Fragment key={message.id}>
                  {newDay ? <DayDivider iso={message.createdAt} /> : null}
                  <MessageBubble message={message} Reply={AssistantMarkdown} />
                </Fragment>
              );
            })}
            {pending ? (
              <PendingExchangeBubbles pending={pending} Reply={AssistantMarkdown} />
            ) : null}
          </ol>
        </div>
      </MessagesViewport>
      {farFromBottom && shownCount > 1 ? (
        <Button
          variant="outline"
          size="icon"
          aria-label="Aller en bas"
          onClick={scrollToBottom}
          className="absolute right-4 bottom-4 rounded-full shadow-lg"
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

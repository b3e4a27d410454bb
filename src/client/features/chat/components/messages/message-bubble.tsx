import { memo, type ReactNode } from 'react';
import { PERSONA_NAME } from '../../../../../shared/persona';
import type { Message } from '../../../../../shared/schemas/chat';
import { cn } from '@/lib/cn';
import { messageDateTime, messageTime } from '../../utils/dates';
import { AiBadge } from '../header/ai-badge';
import { PersonaAvatar } from '../persona-avatar';
import { AssistantMarkdown } from './assistant-markdown';

function Time({ iso, children }: { iso: string; children?: ReactNode }) {
  return (
    <p className="mt-1 px-1 text-xs text-muted-foreground">
      <time dateTime={iso} title={messageDateTime(iso)}>
        {messageTime(iso)}
      </time>
      {children}
    </p>
  );
}

/** The user's words, as typed: plain text, line breaks kept. */
function UserBubble({ message, sending }: { message: Message; sending: boolean }) {
  return (
    <li
      data-testid="message-user"
      data-state={sending ? 'sending' : undefined}
      className="flex flex-col items-end pl-8 sm:pl-16"
    >
      <div
        className={cn(
          'rounded-2xl rounded-br-md bg-primary px-4 py-2.5 break-words whitespace-pre-wrap text-primary-foreground shadow-sm',
          sending && 'opacity-75',
        )}
      >
        <span className="sr-only">Vous : </span>
        {message.content}
      </div>
      <Time iso={message.createdAt}>{sending ? ' · Envoi…' : null}</Time>
    </li>
  );
}

interface AssistantBubbleProps {
  testId: string;
  createdAt: string;
  busy?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** Céleste's side: her mark, her name with the AI badge (D15), then the reply. */
export function AssistantBubble({
  testId,
  createdAt,
  busy,
  footer,
  children,
}: AssistantBubbleProps) {
  return (
    <li data-testid={testId} aria-busy={busy || undefined} className="flex gap-3 pr-4 sm:pr-12">
      <PersonaAvatar className="mt-6 size-8 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="mb-1 flex items-center gap-1.5 px-1 text-xs font-semibold text-foreground">
          {PERSONA_NAME}
          <AiBadge testId={null} />
        </p>
        <div className="w-fit max-w-full rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 text-[0.9375rem] text-card-foreground shadow-sm">
          {children}
        </div>
        <Time iso={createdAt}>{footer}</Time>
      </div>
    </li>
  );
}

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
  if (message.isUser) return <UserBubble message={message} sending={sending} />;
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

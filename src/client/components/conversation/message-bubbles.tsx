import type { ReactNode } from 'react';
import { PERSONA_NAME } from '#shared/persona';
import { cn } from '@/lib/cn';
import { messageDateTime, messageTime } from '@/lib/message-time';
import { AiBadge } from './ai-badge';
import { PersonaAvatar } from './persona-avatar';

/**
 * The two sides of a consultation, shared by the customers' chat and the guest
 * chat of the landing page so that both look the same.
 */
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

interface UserBubbleProps {
  content: string;
  createdAt: string;
  /** The optimistic copy, before the server accepted it. */
  sending?: boolean;
}

/** The user's words, as typed: plain text, line breaks kept. */
export function UserBubble({ content, createdAt, sending = false }: UserBubbleProps) {
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
        {content}
      </div>
      <Time iso={createdAt}>{sending ? ' · Envoi…' : null}</Time>
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

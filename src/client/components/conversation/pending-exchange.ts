import type { PendingExchange } from '@/lib/exchange/exchange';
import type { ComposerStatus } from './chat-composer';

/** What a bubble needs of a message, whoever stored it. */
export interface BubbleMessage {
  content: string;
  isUser: boolean;
  createdAt: string;
  /** 'interrupted': Céleste's reply was cut short; what is shown is what was written. */
  status?: 'complete' | 'interrupted';
  /** Written by the care layer: shown with the help card (issue 10). */
  care?: true;
}

/** Sending until the server takes the message, then streaming its reply, until it ends or stops. */
export function composerStatus(pending: PendingExchange<unknown> | null): ComposerStatus {
  if (!pending) return 'idle';
  if (pending.stopping) return 'stopping';
  return pending.accepted ? 'streaming' : 'sending';
}

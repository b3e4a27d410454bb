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

/** The exchange on its way: shown after the stored messages until the server's copy replaces it. */
export interface PendingExchange<Message extends BubbleMessage = BubbleMessage> {
  /** Local (negative id) until the server accepts it, then the server's own. */
  userMessage: Message;
  /** The server took the message (its `start` event). */
  accepted: boolean;
  /** The reply so far; null before its first piece, while a typing indicator shows. */
  reply: string | null;
  /** « Arrêter » was pressed: the reply is frozen while the server stores it (D18). */
  stopping?: boolean;
}

/** Sending until the server takes the message, then streaming its reply, until it ends or stops. */
export function composerStatus(pending: PendingExchange | null): ComposerStatus {
  if (!pending) return 'idle';
  if (pending.stopping) return 'stopping';
  return pending.accepted ? 'streaming' : 'sending';
}

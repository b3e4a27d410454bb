import { NetworkError, SessionExpiredError, isAbortError } from '../api-error';
import { errorText } from '../error-text';
import { replyAnnouncement } from '../reply-announcement';
import type { ReplyStreamEvent } from '../sse/stream-reply';
import { browserStorage, type KeyValueStorage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';
import { toast, type ToastOptions } from '../toast';
import { ReplyProgress, requestStop } from './reply-progress';

/*
 * The client's exchange engine (issue 41), once for customers and guests:
 * the optimistic message, the count taken ahead, the streamed reply, « Arrêter »
 * (D18), the refund of a refused message and a reply cut off on the way. What
 * differs between them — who pays and where the messages live — is an
 * `ExchangePayer`, given by the chat and guest features.
 */

/** A message as both the customers' and the guests' endpoints give it. */
export interface ExchangeMessage {
  id: number;
  content: string;
  isUser: boolean;
  status: 'complete' | 'interrupted';
  createdAt: string;
}

/** The exchange on its way: shown after the stored messages until the server's copy replaces it. */
export interface PendingExchange<Message> {
  /** Local (negative id) until the server accepts it, then the server's own. */
  userMessage: Message;
  /** The server took the message (its `start` event). */
  accepted: boolean;
  /** The reply so far; null before its first piece, while a typing indicator shows. */
  reply: string | null;
  /** « Arrêter » was pressed: the reply is frozen while the server stores it (D18). */
  stopping?: boolean;
}

/** What a stop cost (D18): said once on a device, the first time someone stops a reply. */
export type StopOutcome = 'charged' | 'refunded';

/** The server's whole exchange (its `done` event), whatever the payer calls its fields. */
export interface ExchangeResult<Message> {
  userMessage: Message;
  reply: Message;
  messagesRemaining: number;
  /** The message was given back: stopped before the reply's first word, or cut short by the server. */
  refunded?: true;
  /** Care mode (issue 10): the help stays in view from this reply on. */
  careMode?: true;
}

export interface ExchangeRequest<Message> {
  /** Already trimmed and checked against messageContentSchema. */
  content: string;
  signal: AbortSignal;
  /** Every event of the stream, in order, as it arrives. */
  onEvent: (event: ReplyStreamEvent<Message, unknown>) => void;
}

/** What differs between two payers: their endpoints, their cache, their count and their words. */
export interface ExchangePayer<Message extends ExchangeMessage> {
  /** Posts the message and reads the streamed reply (lib/sse/stream-reply.ts). */
  send(request: ExchangeRequest<Message>): Promise<ExchangeResult<Message>>;
  /** D18: tells the server how much of the reply was shown. */
  stop(messageId: number, shown: number): Promise<void>;
  /** A message the server has not numbered yet, in this payer's shape. */
  local(message: ExchangeMessage): Message;
  /** Cancels reads of the conversation: one landing now would not know the optimistic message. */
  cancelReads(): Promise<void>;
  /** Adds messages to the cached conversation, each once. */
  store(messages: Message[], careMode: boolean): void;
  /** The server still stores a reply cut off on the way: the next read must fetch it. */
  markStale(): void;
  /** The count of messages left before this one; undefined when not known yet. */
  remaining(): number | undefined;
  setRemaining(count: number): void;
  /** Gives a refused message back to the composer. */
  restoreDraft(content: string): void;
  /** A refusal the payer shows its own way; true when it needs no error toast. */
  refused?(error: unknown): boolean;
  replied?(result: ExchangeResult<Message>): void;
  /** After every exchange, whatever its end. */
  settled?(): void;
  /** The toasts' words: a refused message, and a reply cut off after the server took it. */
  texts: { failedTitle: string; cutOffDescription: string };
}

/** What the screen shows of the exchange. */
export interface ExchangeView<Message> {
  pending: PendingExchange<Message> | null;
  /** The last reply, for screen readers. */
  announcement: string;
  stopOutcome: StopOutcome | null;
}

interface Run<Message extends ExchangeMessage> {
  payer: ExchangePayer<Message>;
  controller: AbortController;
  /** Filled by the stream's callbacks, read after it ends and by a stop. */
  progress: ReplyProgress<Message>;
  stopTimer?: ReturnType<typeof setTimeout>;
}

let lastLocalId = 0;

/** A message the server has not numbered: negative ids never meet one of its own. */
function localMessage(content: string, isUser: boolean, status: ExchangeMessage['status']) {
  lastLocalId -= 1;
  return { id: lastLocalId, content, isUser, status, createdAt: new Date().toISOString() };
}

/**
 * One person's exchanges, one at a time (spec §4): a store the screen reads
 * with useSyncExternalStore (use-exchange.ts), and plain enough to test
 * without a DOM.
 */
export class Exchange<Message extends ExchangeMessage> {
  private view: ExchangeView<Message> = { pending: null, announcement: '', stopOutcome: null };
  private readonly listeners = new Set<() => void>();
  private run: Run<Message> | null = null;

  constructor(
    private readonly storage: KeyValueStorage = browserStorage,
    private readonly notify: (options: ToastOptions) => unknown = toast,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getView = (): ExchangeView<Message> => this.view;

  private update(change: Partial<ExchangeView<Message>>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  private updatePending(change: Partial<PendingExchange<Message>>): void {
    const { pending } = this.view;
    if (pending) this.update({ pending: { ...pending, ...change } });
  }

  /** The stop's cost, said the first time only on this device, until the next send. */
  private explainStop(outcome: StopOutcome): void {
    if (this.storage.getItem(STORAGE_KEYS.stopExplained)) return;
    this.storage.setItem(STORAGE_KEYS.stopExplained, '1');
    this.update({ stopOutcome: outcome });
  }

  /**
   * Sends a message the way spec §4 describes: optimistic, streamed, and rolled
   * back on failure (the text goes back to the composer, the count is given back).
   */
  readonly send = async (payer: ExchangePayer<Message>, content: string): Promise<void> => {
    if (this.run) return;
    const run: Run<Message> = {
      payer,
      controller: new AbortController(),
      progress: new ReplyProgress<Message>(),
    };
    this.run = run;
    const { progress } = run;
    this.update({
      announcement: '',
      stopOutcome: null,
      pending: {
        userMessage: payer.local(localMessage(content, true, 'complete')),
        accepted: false,
        reply: null,
      },
    });
    await payer.cancelReads();
    const before = payer.remaining();
    // Taken ahead, shown at once, never below 0 (a vip or a message needing care is
    // sent at 0, D7, issue 10); the server's own count follows with `start`.
    if (before !== undefined) payer.setRemaining(Math.max(0, before - 1));

    try {
      const result = await payer.send({
        content,
        signal: run.controller.signal,
        onEvent: (event) => {
          if (event.event === 'start') {
            progress.accepted = event.data.userMessage;
            payer.setRemaining(event.data.messagesRemaining);
            this.update({
              pending: { userMessage: event.data.userMessage, accepted: true, reply: null },
            });
          } else if (event.event === 'delta' && progress.add(event.data.text)) {
            this.updatePending({ reply: progress.reply });
          }
        },
      });
      if (progress.stopped) this.explainStop(result.refunded ? 'refunded' : 'charged');
      payer.store([result.userMessage, result.reply], result.careMode === true);
      payer.setRemaining(result.messagesRemaining);
      this.update({ announcement: replyAnnouncement(result.reply.content) });
      payer.replied?.(result);
    } catch (error) {
      const { accepted, reply } = progress;
      if (accepted && (isAbortError(error) || error instanceof NetworkError)) {
        // Cut off after the server took the message (or a stop that never came
        // back): the server still stores the reply. Keep what was shown; the
        // next read of the conversation shows what was stored.
        const partial = reply.trim()
          ? [payer.local(localMessage(reply, false, 'interrupted'))]
          : [];
        payer.store([accepted, ...partial], false);
        payer.markStale();
        if (!isAbortError(error)) {
          this.notify({
            title: 'Connexion interrompue',
            description: payer.texts.cutOffDescription,
          });
        }
      } else {
        // Refused, or undone by the server (its `error` event): nothing was counted.
        if (before !== undefined) payer.setRemaining(before);
        payer.restoreDraft(content);
        const explained = payer.refused?.(error) === true;
        // The session is over (the API client is already redirecting), or the person stopped.
        if (!explained && !isAbortError(error) && !(error instanceof SessionExpiredError)) {
          this.notify({
            variant: 'destructive',
            title: payer.texts.failedTitle,
            description: errorText(error),
          });
        }
      }
    } finally {
      clearTimeout(run.stopTimer);
      this.run = null;
      this.update({ pending: null });
      payer.settled?.();
    }
  };

  /**
   * « Arrêter » (D18): nothing more is shown, the server is told how much was,
   * and the stream ends with the reply stored so. If that never comes, the
   * stream is dropped and the reply kept as shown.
   */
  readonly stop = (): void => {
    const run = this.run;
    if (!run) return;
    const timer = requestStop(
      run.progress,
      (messageId, shown) => run.payer.stop(messageId, shown),
      () => run.controller.abort(),
    );
    if (timer === null) return;
    run.stopTimer = timer;
    this.updatePending({ stopping: true });
  };
}

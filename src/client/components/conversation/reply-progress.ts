/** How long a stopped reply may take to come back stored before the stream is simply dropped. */
export const STOP_DEADLINE_MS = 8_000;

/**
 * One reply as it streams in, for both chats: what the server took, the text
 * so far, and the point where the person pressed « Arrêter » (D18). Past that
 * point nothing more is shown: the server stores the reply as it was seen.
 */
export class ReplyProgress<Message> {
  accepted: Message | null = null;
  reply = '';
  /** How many characters were on screen at the stop; null while the reply runs. */
  stoppedAt: number | null = null;

  /** Adds a piece; false once stopped (the piece is not shown). */
  add(text: string): boolean {
    if (this.stoppedAt !== null) return false;
    this.reply += text;
    return true;
  }

  /** Freezes the reply; the count to send the server, or null when there is nothing to stop. */
  stop(): number | null {
    if (this.accepted === null || this.stoppedAt !== null) return null;
    this.stoppedAt = this.reply.length;
    return this.stoppedAt;
  }

  get stopped(): boolean {
    return this.stoppedAt !== null;
  }
}

/** How long a stopped reply may take to come back stored before the stream is simply dropped. */
export const STOP_DEADLINE_MS = 8_000;

/**
 * One reply as it streams in, for both chats: what the server took, the text
 * so far, and the point where the person pressed « Arrêter » (D18). Past that
 * point nothing more is shown: the server stores the reply as it was seen.
 */
export class ReplyProgress<Message extends { id: number }> {
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

/**
 * « Arrêter » (D18), for both chats: freezes the reply, tells the server how
 * much was shown (its stream then ends with the reply stored so), and drops
 * the stream if that never comes back. Returns the timer to clear when the
 * stream ends, or null when there was nothing to stop.
 */
export function requestStop<Message extends { id: number }>(
  progress: ReplyProgress<Message> | null,
  tellServer: (messageId: number, shown: number) => Promise<void>,
  dropStream: () => void,
): ReturnType<typeof setTimeout> | null {
  const shown = progress?.stop() ?? null;
  if (shown === null || !progress?.accepted) return null;
  tellServer(progress.accepted.id, shown).catch(() => {
    // Ended already, or out of reach: the stream still ends with what was stored.
  });
  return setTimeout(dropStream, STOP_DEADLINE_MS);
}

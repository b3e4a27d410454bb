import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationPage, Message } from '#shared/schemas/chat';

/** The cached pages of one conversation; the page parameter is the offset from the newest message. */
export type ConversationPages = InfiniteData<ConversationPage, number>;

/**
 * The loaded messages in time order, each once. Pages come newest first and
 * each page is oldest first; pages can overlap when messages arrived between
 * two loads (offsets count from the newest), so a message seen once is skipped.
 */
export function loadedMessages(pages: readonly ConversationPage[]): Message[] {
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (let i = pages.length - 1; i >= 0; i -= 1) {
    for (const message of pages[i]?.messages ?? []) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** How many messages the server holds, as far as the freshest page knows. */
function totalOf(pages: readonly ConversationPage[]): number {
  return pages.reduce((max, page) => Math.max(max, page.pagination.total), 0);
}

/**
 * Where the next (older) page starts, or undefined when everything is loaded.
 * Counting what is loaded, rather than pages × page size, keeps the offset
 * right after messages were sent in between.
 */
export function nextPageOffset(pages: readonly ConversationPage[]): number | undefined {
  const loaded = loadedMessages(pages).length;
  return loaded < totalOf(pages) ? loaded : undefined;
}

/** Adds new messages at the end of the newest page, each once, and counts them in the total. */
export function withAppendedMessages(
  data: ConversationPages,
  messages: readonly Message[],
): ConversationPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const known = new Set(loadedMessages(data.pages).map((message) => message.id));
  const added = messages.filter((message) => !known.has(message.id));
  if (added.length === 0) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        messages: [...first.messages, ...added],
        pagination: { ...first.pagination, total: totalOf(data.pages) + added.length },
      },
      ...rest,
    ],
  };
}

import { describe, expect, it } from 'vitest';
import type { ConversationPage, Message } from '#shared/schemas/chat';
import {
  loadedMessages,
  nextPageOffset,
  withAppendedMessages,
  type ConversationPages,
} from './message-pages';

function message(id: number): Message {
  return {
    id,
    conversationId: 1,
    content: `message ${id}`,
    isUser: id % 2 === 1,
    status: 'complete',
    createdAt: new Date(Date.UTC(2025, 4, 26, 10, id)).toISOString(),
  };
}

/** A page as the server sends it: ids from..to, oldest first. */
function page(from: number, to: number, total: number, offset: number): ConversationPage {
  const messages: Message[] = [];
  for (let id = from; id <= to; id += 1) messages.push(message(id));
  return {
    conversation: {
      id: 1,
      title: 'Amour',
      summary: null,
      createdAt: '2025-05-26T10:00:00.000Z',
      updatedAt: '2025-05-26T10:00:00.000Z',
    },
    messages,
    pagination: { total, offset, limit: 20 },
  };
}

const ids = (messages: Message[]) => messages.map((m) => m.id);

describe('loadedMessages', () => {
  it('puts older pages first, each page oldest first', () => {
    expect(ids(loadedMessages([page(31, 50, 50, 0), page(11, 30, 50, 20)]))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 11),
    );
  });

  it('keeps each message once when pages overlap', () => {
    // Two messages were sent between the two loads: the older page repeats 31 and 32.
    const merged = loadedMessages([page(31, 52, 52, 0), page(13, 32, 52, 20)]);
    expect(ids(merged)).toEqual(Array.from({ length: 40 }, (_, i) => i + 13));
  });
});

describe('nextPageOffset', () => {
  it('is the number of loaded messages while some remain, then undefined', () => {
    expect(nextPageOffset([page(31, 50, 50, 0)])).toBe(20);
    expect(nextPageOffset([page(31, 50, 50, 0), page(11, 30, 50, 20)])).toBe(40);
    expect(nextPageOffset([page(31, 50, 50, 0), page(11, 30, 50, 20), page(1, 10, 50, 40)])).toBe(
      undefined,
    );
    expect(nextPageOffset([page(1, 3, 3, 0)])).toBeUndefined();
  });

  it('counts messages sent since the first load, so that no message is skipped', () => {
    const data: ConversationPages = { pages: [page(31, 50, 50, 0)], pageParams: [0] };
    const after = withAppendedMessages(data, [message(51), message(52)]);
    // 22 newest are loaded: the next page starts right before them.
    expect(nextPageOffset(after.pages)).toBe(22);
  });
});

describe('withAppendedMessages', () => {
  const data: ConversationPages = {
    pages: [page(31, 50, 50, 0), page(11, 30, 50, 20)],
    pageParams: [0, 20],
  };

  it('appends to the newest page and counts the new messages in the total', () => {
    const next = withAppendedMessages(data, [message(51), message(52)]);
    expect(ids(next.pages[0]!.messages).slice(-3)).toEqual([50, 51, 52]);
    expect(next.pages[0]!.pagination.total).toBe(52);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toEqual([0, 20]);
  });

  it('ignores messages already loaded and leaves the data untouched when nothing is new', () => {
    expect(withAppendedMessages(data, [message(40), message(50)])).toBe(data);
    const next = withAppendedMessages(data, [message(50), message(51)]);
    expect(ids(loadedMessages(next.pages)).filter((id) => id >= 50)).toEqual([50, 51]);
    expect(next.pages[0]!.pagination.total).toBe(51);
  });

  it('does nothing to a conversation with no page loaded', () => {
    const empty: ConversationPages = { pages: [], pageParams: [] };
    expect(withAppendedMessages(empty, [message(1)])).toBe(empty);
  });
});

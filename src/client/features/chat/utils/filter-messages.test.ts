import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/schemas/chat';
import { filterMessages, isFiltering } from './filter-messages';

function message(id: number, content: string, createdAt: Date): Message {
  return {
    id,
    conversationId: 1,
    content,
    isUser: true,
    status: 'complete',
    createdAt: createdAt.toISOString(),
  };
}

// Local times: the day filter works on the user's own calendar day.
const messages = [
  message(1, 'Mon COUPLE traverse une crise', new Date(2025, 4, 25, 23, 50)),
  message(2, 'Et mon travail ?', new Date(2025, 4, 26, 0, 10)),
  message(3, 'Mon couple, encore', new Date(2025, 4, 26, 12, 0)),
];
const ids = (list: Message[]) => list.map((m) => m.id);

describe('filterMessages', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterMessages(messages, { search: '  ', day: null }))).toEqual([1, 2, 3]);
  });

  it('matches a substring whatever its case', () => {
    expect(ids(filterMessages(messages, { search: 'couple', day: null }))).toEqual([1, 3]);
    expect(ids(filterMessages(messages, { search: 'TRAVAIL', day: null }))).toEqual([2]);
    expect(ids(filterMessages(messages, { search: 'voyage', day: null }))).toEqual([]);
  });

  it('keeps the messages of one local day, and combines with the search', () => {
    expect(ids(filterMessages(messages, { search: '', day: '2025-05-26' }))).toEqual([2, 3]);
    expect(ids(filterMessages(messages, { search: 'couple', day: '2025-05-26' }))).toEqual([3]);
    expect(ids(filterMessages(messages, { search: '', day: '2025-05-24' }))).toEqual([]);
  });
});

describe('isFiltering', () => {
  it('is true with a non-blank search or a day', () => {
    expect(isFiltering({ search: ' ', day: null })).toBe(false);
    expect(isFiltering({ search: 'a', day: null })).toBe(true);
    expect(isFiltering({ search: '', day: '2025-05-26' })).toBe(true);
  });
});

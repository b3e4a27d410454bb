import { describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/schemas/chat';
import { DAY_SUMMARY_FALLBACK, daySummary, groupConversationsByDay } from './conversation-days';

function conversation(id: number, createdAt: Date, summary: string | null = null): Conversation {
  const iso = createdAt.toISOString();
  return { id, title: `Consultation ${id}`, summary, createdAt: iso, updatedAt: iso };
}

const now = new Date(2025, 4, 26, 18, 0);

describe('groupConversationsByDay', () => {
  it('groups by local day in the order of the list, with French labels', () => {
    const days = groupConversationsByDay(
      [
        conversation(5, new Date(2025, 4, 26, 17), 'Amour'),
        conversation(4, new Date(2025, 4, 26, 0, 5)),
        conversation(3, new Date(2025, 4, 25, 23, 55), 'Travail · Argent'),
        conversation(2, new Date(2025, 4, 19, 9)),
      ],
      now,
    );
    expect(days.map((day) => [day.key, day.label, day.conversations.map((c) => c.id)])).toEqual([
      ['2025-05-26', "Aujourd'hui", [5, 4]],
      ['2025-05-25', 'Hier', [3]],
      ['2025-05-19', 'Lundi 19 mai', [2]],
    ]);
    expect(days.map((day) => day.summary)).toEqual([
      'Amour',
      'Travail · Argent',
      DAY_SUMMARY_FALLBACK,
    ]);
  });

  it('gives nothing for no conversation', () => {
    expect(groupConversationsByDay([], now)).toEqual([]);
  });
});

describe('daySummary', () => {
  const at = new Date(2025, 4, 26, 12);

  it('joins the distinct topics of the day, whatever their case, at most three', () => {
    expect(
      daySummary([
        conversation(1, at, 'Amour · Travail'),
        conversation(2, at, 'travail · Famille'),
        conversation(3, at, null),
        conversation(4, at, 'Santé · Amour'),
      ]),
    ).toBe('Amour · Travail · Famille');
  });

  it('falls back to "Nouvelle consultation..." when no summary is known', () => {
    expect(daySummary([conversation(1, at), conversation(2, at, '  ')])).toBe(
      'Nouvelle consultation...',
    );
  });
});

import type { Conversation } from '#shared/schemas/chat';
import { dayKey, dayLabel } from './dates';

export interface ConversationDay {
  /** yyyy-MM-dd of the local day. */
  key: string;
  label: string;
  /** The topics of the day, or the fallback when none is known. */
  summary: string;
  conversations: Conversation[];
}

export const DAY_SUMMARY_FALLBACK = 'Nouvelle consultation...';
const DAY_SUMMARY_MAX_TOPICS = 3;

/**
 * A day's summary line: the distinct topic labels of its conversations' summaries
 * (the server writes them as "Amour · Travail"), in order of appearance.
 */
export function daySummary(conversations: readonly Conversation[]): string {
  const topics = new Map<string, string>();
  for (const { summary } of conversations) {
    for (const part of summary?.split(/[·,]/) ?? []) {
      const topic = part.trim();
      const key = topic.toLocaleLowerCase('fr-FR');
      if (topic && !topics.has(key)) topics.set(key, topic);
    }
  }
  const labels = [...topics.values()].slice(0, DAY_SUMMARY_MAX_TOPICS);
  return labels.length > 0 ? labels.join(' · ') : DAY_SUMMARY_FALLBACK;
}

/** The history of the sidebar: conversations by local day of creation, in the list's order. */
export function groupConversationsByDay(
  conversations: readonly Conversation[],
  now: Date = new Date(),
): ConversationDay[] {
  const days = new Map<string, { date: Date; conversations: Conversation[] }>();
  for (const conversation of conversations) {
    const date = new Date(conversation.createdAt);
    const key = dayKey(date);
    const day = days.get(key);
    if (day) day.conversations.push(conversation);
    else days.set(key, { date, conversations: [conversation] });
  }
  return [...days].map(([key, day]) => ({
    key,
    label: dayLabel(day.date, now),
    summary: daySummary(day.conversations),
    conversations: day.conversations,
  }));
}

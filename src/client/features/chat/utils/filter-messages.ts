import type { Message } from '#shared/schemas/chat';
import { dayKey } from './dates';

export interface MessageFilter {
  /** Case-insensitive substring; blank means no text filter. */
  search: string;
  /** A local day (yyyy-MM-dd), or null for every day. */
  day: string | null;
}

export function isFiltering({ search, day }: MessageFilter): boolean {
  return search.trim() !== '' || day !== null;
}

/** The in-conversation search and date filter of spec §5, over the loaded messages. */
export function filterMessages<T extends Message>(messages: readonly T[], filter: MessageFilter) {
  const needle = filter.search.trim().toLocaleLowerCase('fr-FR');
  return messages.filter(
    (message) =>
      (needle === '' || message.content.toLocaleLowerCase('fr-FR').includes(needle)) &&
      (filter.day === null || dayKey(new Date(message.createdAt)) === filter.day),
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historySearchResponseSchema, type HistorySearchResponse } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { CONVERSATIONS_URL } from './get-conversations';

export interface HistorySearch {
  /** The words, already debounced. */
  q: string;
  /** A local day (yyyy-MM-dd), or null. */
  day: string | null;
}

/** The instants that bound a local day: the server knows no time zone of the person's. */
function dayBounds(day: string): { since: string; before: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    since: new Date(year, month - 1, date).toISOString(),
    before: new Date(year, month - 1, date + 1).toISOString(),
  };
}

export async function searchHistory(
  search: HistorySearch,
  signal?: AbortSignal,
): Promise<HistorySearchResponse> {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.day) {
    const { since, before } = dayBounds(search.day);
    params.set('since', since);
    params.set('before', before);
  }
  const data = await api.get<unknown>(`${CONVERSATIONS_URL}/search?${params}`, { signal });
  return historySearchResponseSchema.parse(data);
}

/** GET /api/conversations/search while there is something to search. */
export function useHistorySearch(search: HistorySearch) {
  return useQuery({
    queryKey: [`${CONVERSATIONS_URL}/search`, search.q, search.day] as const,
    queryFn: ({ signal }) => searchHistory(search, signal),
    enabled: search.q.trim() !== '' || search.day !== null,
    // The previous hits stay while the next letters are searched: no flicker.
    placeholderData: keepPreviousData,
  });
}

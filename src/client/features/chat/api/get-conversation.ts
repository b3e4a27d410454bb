import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MESSAGES_PAGE_SIZE, type ConversationPage } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { loadedMessages, nextPageOffset } from '../utils/message-pages';

export const conversationUrl = (id: number) => `/api/conversations/${id}`;
/** The URL first, like every read (spec §7); not under the list's key, so refreshing the list leaves it alone. */
export const conversationQueryKey = (id: number) => [conversationUrl(id)] as const;

/** One page: `offset` counts back from the newest message; the page itself is oldest first. */
export function getConversationPage(
  id: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return api.get<ConversationPage>(
    `${conversationUrl(id)}?limit=${MESSAGES_PAGE_SIZE}&offset=${offset}`,
    { signal },
  );
}

export const conversationQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ pageParam, signal }) => getConversationPage(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => nextPageOffset(pages),
  });

/** A conversation with its loaded messages in time order; "load earlier" fetches the next page. */
export function useConversation(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...conversationQueryOptions(id), enabled });
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? loadedMessages(pages) : []), [pages]);
  return {
    query,
    conversation: pages?.[0]?.conversation ?? null,
    messages,
    careMode: pages?.[0]?.careMode === true,
  };
}

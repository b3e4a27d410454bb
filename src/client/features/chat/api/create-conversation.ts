import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CONVERSATIONS_QUERY_KEY, CONVERSATIONS_URL } from './get-conversations';

export function createConversation(): Promise<Conversation> {
  return api.post<Conversation>(CONVERSATIONS_URL);
}

/** Creates a consultation and puts it first in the cached list, where the sidebar shows it at once. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) =>
        list ? [conversation, ...list.filter((c) => c.id !== conversation.id)] : [conversation],
      );
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Échec de création',
        description: 'Impossible de créer une consultation',
      });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  conversationSchema,
  type Conversation,
  type RenameConversationBody,
} from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { conversationQueryKey, conversationUrl } from './get-conversation';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export async function renameConversation(id: number, title: string): Promise<Conversation> {
  const body: RenameConversationBody = { title };
  return conversationSchema.parse(await api.patch<unknown>(conversationUrl(id), body));
}

/** Renames a consultation; the history and the open conversation take the new name at once. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => renameConversation(id, title),
    onSuccess: (renamed) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) =>
        list?.map((conversation) => (conversation.id === renamed.id ? renamed : conversation)),
      );
      // The new name in the history says it is done: no toast over it.
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(renamed.id) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Échec du renommage', description: errorText(error) });
    },
  });
}

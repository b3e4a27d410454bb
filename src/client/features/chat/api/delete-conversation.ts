import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/error-text';
import { conversationQueryKey, conversationUrl } from './get-conversation';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export function deleteConversation(id: number): Promise<void> {
  return api.delete<void>(conversationUrl(id));
}

/**
 * Deletes a consultation and takes it out of the cached list at once, so that
 * the redirect after deleting the current one can never lead back to it.
 */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) =>
        list?.filter((conversation) => conversation.id !== id),
      );
      // Stale, not removed: the screen may still show it until it navigates away, and
      // removing an observed query would refetch it at once (a 404, "introuvable").
      void queryClient.invalidateQueries({
        queryKey: conversationQueryKey(id),
        refetchType: 'none',
      });
      toast({
        title: 'Suppression réussie',
        description: 'La conversation a été supprimée avec succès',
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Échec de suppression',
        description: errorText(error),
      });
    },
  });
}

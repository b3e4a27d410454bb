import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { conversationQueryKey } from '../api/get-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';

/**
 * Spec §4: a conversation that does not exist (or not for this user) sends
 * to the first conversation, or to / when there is none. The list is read
 * again: a cached copy may still hold the missing one.
 */
export function useLeaveMissingConversation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (missingId: number | null) => {
      toast({
        variant: 'destructive',
        title: 'Conversation introuvable',
        description: 'Redirection vers vos conversations...',
      });
      let target: string = paths.home;
      try {
        const list = await queryClient.fetchQuery({ ...conversationsQueryOptions(), staleTime: 0 });
        const next = list.find((conversation) => conversation.id !== missingId);
        if (next) target = paths.conversation(next.id);
      } catch {
        // / will look again and decide.
      }
      await navigate(target, { replace: true });
      // Only once the screen has left it: removing an observed query would fetch it again.
      if (missingId !== null)
        queryClient.removeQueries({ queryKey: conversationQueryKey(missingId) });
    },
    [queryClient, navigate],
  );
}

import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useCreateConversation } from '../../api/create-conversation';

export function NewConsultationButton() {
  const create = useCreateConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant="gold"
      className="w-full"
      disabled={create.isPending}
      aria-busy={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (conversation) => navigate(paths.conversation(conversation.id)),
        })
      }
    >
      <Plus aria-hidden="true" />
      Nouvelle consultation
    </Button>
  );
}

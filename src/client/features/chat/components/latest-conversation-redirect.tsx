import { CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useCreateConversation } from '../api/create-conversation';
import { useConversations } from '../api/get-conversations';

/**
 * / (logged in) and /chat: open the most recent conversation, creating one
 * when there is none (D3).
 */
export function LatestConversationRedirect() {
  const navigate = useNavigate();
  // A payment return lands on /chat?payment_success=true (spec §2): its flags follow.
  // Not from /, which shows its own flags (spec §2 "Other banners and notices").
  const location = useLocation();
  const search = location.pathname === paths.chat ? location.search : '';
  const list = useConversations();
  const create = useCreateConversation();
  const latest = list.data?.[0];
  const none = list.data !== undefined && !latest;
  // One creation, even under StrictMode's doubled effects.
  const creating = useRef(false);

  useEffect(() => {
    if (!none || creating.current) return;
    creating.current = true;
    create.mutate(undefined, {
      onSuccess: (conversation) =>
        navigate({ pathname: paths.conversation(conversation.id), search }, { replace: true }),
    });
  }, [none, create, navigate, search]);

  if (latest) return <Navigate to={{ pathname: paths.conversation(latest.id), search }} replace />;
  if (list.isError || create.isError) {
    return (
      <SimplePage
        title="Erreur lors du chargement"
        icon={<CloudOff aria-hidden="true" />}
        actions={
          <Button
            onClick={() => {
              creating.current = false;
              create.reset();
              void list.refetch();
            }}
          >
            Réessayer
          </Button>
        }
      >
        <p>
          Vos consultations n'ont pas pu être ouvertes. Vérifiez votre connexion, puis réessayez.
        </p>
      </SimplePage>
    );
  }
  return <PageSpinner label="Ouverture de votre consultation…" />;
}

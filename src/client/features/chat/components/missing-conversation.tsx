import { useEffect, useRef } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useLeaveMissingConversation } from '../hooks/use-leave-missing-conversation';

/** /chat/:id with an id that cannot exist: never fetched, handled like a missing one (spec §5). */
export function MissingConversation() {
  const leave = useLeaveMissingConversation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void leave(null);
  }, [leave]);
  return <PageSpinner />;
}

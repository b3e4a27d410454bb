import { Link } from 'react-router';
import { useCallback, useId, useMemo, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useConversations } from '../../api/get-conversations';
import { groupConversationsByDay } from '../../utils/conversation-days';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { RenameConversationDialog } from './rename-conversation-dialog';

/** The consultations, by day, each day with its topics (spec §2). */
export function ConversationHistory({ currentId }: { currentId: number | null }) {
  const { data, isPending, isError } = useConversations();
  const days = useMemo(() => groupConversationsByDay(data ?? []), [data]);
  const heading = useRef<HTMLHeadingElement>(null);
  // The sidebar can be in the page twice (permanent and drawer): ids must not clash.
  const idPrefix = useId();
  // After the dialog and its entry have left the page (next frame), focus the history itself.
  const focusHistory = useCallback(() => {
    requestAnimationFrame(() => heading.current?.focus());
  }, []);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      <h2
        ref={heading}
        tabIndex={-1}
        className="px-2 text-xs font-semibold tracking-[0.16em] text-night-muted uppercase"
      >
        Historique
      </h2>
      {isPending ? (
        <Spinner label="Chargement de l'historique…" className="mt-4 px-2 text-accent" />
      ) : isError ? (
        <p className="mt-3 px-2 text-sm text-night-muted">Impossible de charger l'historique.</p>
      ) : days.length === 0 ? (
        <p className="mt-3 px-2 text-sm text-night-muted">Aucune consultation pour le moment.</p>
      ) : (
        days.map((day) => (
          <div
            key={day.key}
            role="group"
            aria-labelledby={`${idPrefix}-${day.key}`}
            className="mt-4"
          >
            <h3 id={`${idPrefix}-${day.key}`} className="px-2 text-sm font-semibold">
              {day.label}
            </h3>
            <p className="truncate px-2 text-xs text-night-muted" title={day.summary}>
              {day.summary}
            </p>
            <ul className="mt-1.5 flex flex-col gap-0.5">
              {day.conversations.map((conversation) => {
                const current = conversation.id === currentId;
                return (
                  <li key={conversation.id} className="flex min-w-0 items-center">
                    <Link
                      to={paths.conversation(conversation.id)}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'block min-h-11 min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-sm leading-7 transition-colors',
                        current
                          ? 'bg-white/10 font-semibold text-night-foreground shadow-[inset_3px_0_0_var(--color-accent)]'
                          : 'text-night-muted hover:bg-white/5 hover:text-night-foreground',
                      )}
                    >
                      {conversation.title}
                    </Link>
                    <RenameConversationDialog conversation={conversation} />
                    <DeleteConversationDialog
                      conversation={conversation}
                      isCurrent={current}
                      onDeletedOther={focusHistory}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}

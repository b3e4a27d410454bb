import { useState, type ReactNode } from 'react';
import type { SessionUser } from '#shared/schemas/user';
import { BrandLink } from '@/components/brand-link';
import { ContactDialog } from './contact-dialog';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-message-filters';
import { ConversationHistory } from './conversation-history';
import { HistorySearchForm, HistorySearchResults } from './history-search';
import { LegalDialog } from './legal-dialog';
import { NewConsultationButton } from './new-consultation-button';
import { QuotaMeter } from './quota-meter';
import { UserBlock } from './user-block';

interface SidebarProps {
  user: SessionUser;
  currentId: number | null;
  /** The drawer's close button, beside the app name. */
  closeButton?: ReactNode;
}

const FOOTER_ENTRY =
  'inline-flex min-h-11 items-center rounded-md px-2 py-1 text-xs font-medium text-night-muted underline-offset-4 hover:text-night-foreground hover:underline';

/**
 * Everything around the conversation (spec §2). On the night background the
 * violet focus ring would hardly show: the gold one replaces it here.
 */
export function Sidebar({ user, currentId, closeButton }: SidebarProps) {
  const [searchText, setSearchText] = useState('');
  const [searchDay, setSearchDay] = useState<string | null>(null);
  const q = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS).trim();
  const searching = q !== '' || searchDay !== null;
  return (
    <nav
      aria-label="Menu des consultations"
      className="flex h-full w-full flex-col bg-night text-night-foreground [--color-ring:var(--color-accent)]"
    >
      <div className="flex items-center justify-between gap-2 px-5 pt-5 pb-4">
        <BrandLink className="text-night-foreground" />
        {closeButton}
      </div>
      <div className="grid gap-3 px-4">
        <QuotaMeter user={user} />
        <NewConsultationButton />
      </div>
      <HistorySearchForm
        text={searchText}
        day={searchDay}
        onText={setSearchText}
        onDay={setSearchDay}
      />
      {searching ? (
        <HistorySearchResults search={{ q, day: searchDay }} />
      ) : (
        <ConversationHistory currentId={currentId} />
      )}
      <div className="border-t border-white/10 px-3 pt-2 pb-3">
        <UserBlock user={user} />
        <div className="mt-1 flex items-center gap-2 px-1">
          <ContactDialog triggerClassName={FOOTER_ENTRY} />
          <span aria-hidden="true" className="text-night-muted">
            ·
          </span>
          <LegalDialog triggerClassName={FOOTER_ENTRY} />
        </div>
      </div>
    </nav>
  );
}

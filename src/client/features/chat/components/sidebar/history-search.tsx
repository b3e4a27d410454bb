import { Search, X } from 'lucide-react';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import type { HistorySearchHit } from '#shared/schemas/chat';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { messageShortDate } from '@/lib/message-time';
import { useHistorySearch, type HistorySearch } from '../../api/search-history';

const FIELD =
  'h-11 w-full rounded-lg border border-white/15 bg-white/5 text-sm text-night-foreground placeholder:text-night-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent';

interface HistorySearchFormProps {
  text: string;
  day: string | null;
  onText: (text: string) => void;
  onDay: (day: string | null) => void;
}

/** Words and a day to search all consultations with (issue 14), in the sidebar and the drawer. */
export function HistorySearchForm({ text, day, onText, onDay }: HistorySearchFormProps) {
  const id = useId();
  const active = text !== '' || day !== null;
  return (
    <search aria-label="Rechercher dans l'historique" className="grid gap-2 px-4 pt-3">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          Rechercher dans mes consultations
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3 size-4 text-night-muted"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder="Rechercher…"
          maxLength={200}
          autoComplete="off"
          className={`${FIELD} pr-3 pl-9`}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-day`} className="shrink-0 text-xs text-night-muted">
          Date
        </label>
        <input
          id={`${id}-day`}
          type="date"
          value={day ?? ''}
          onChange={(event) => onDay(event.target.value || null)}
          className={`${FIELD} min-w-0 flex-1 px-2 [color-scheme:dark]`}
        />
        {active ? (
          <button
            type="button"
            onClick={() => {
              onText('');
              onDay(null);
            }}
            aria-label="Effacer la recherche"
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-night-muted hover:bg-white/10 hover:text-night-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </search>
  );
}

/** A hit's excerpt with its matched words marked. */
function Excerpt({ hit }: { hit: HistorySearchHit }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of hit.highlights) {
    if (start > at) parts.push({ text: hit.excerpt.slice(at, start), marked: false });
    parts.push({ text: hit.excerpt.slice(start, end), marked: true });
    at = end;
  }
  if (at < hit.excerpt.length) parts.push({ text: hit.excerpt.slice(at), marked: false });
  return (
    <span className="line-clamp-3 text-xs text-night-muted">
      <span className="font-semibold text-night-foreground/80">
        {hit.isUser ? 'Vous : ' : 'Céleste : '}
      </span>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent/30 px-0.5 text-night-foreground">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}

/** What the search found, newest first, each hit leading to its consultation. */
export function HistorySearchResults({ search }: { search: HistorySearch }) {
  const { data, isPending, isError, isFetching } = useHistorySearch(search);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4" aria-busy={isFetching}>
      <h2 className="px-2 text-xs font-semibold tracking-[0.16em] text-night-muted uppercase">
        Résultats
      </h2>
      <div role="status" className="px-2 pt-1 text-xs text-night-muted">
        {isPending
          ? null
          : isError
            ? 'La recherche a échoué. Réessayez dans un instant.'
            : data.hits.length === 0
              ? 'Aucun message ne correspond.'
              : `${data.hits.length}${data.truncated ? ' premiers' : ''} message${data.hits.length > 1 ? 's' : ''} trouvé${data.hits.length > 1 ? 's' : ''}`}
      </div>
      {isPending ? <Spinner label="Recherche…" className="mt-4 px-2 text-accent" /> : null}
      {data && data.hits.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {data.hits.map((hit) => (
            <li key={hit.messageId}>
              <Link
                to={paths.conversation(hit.conversationId)}
                className="flex min-h-11 flex-col gap-0.5 rounded-lg px-3 py-2 hover:bg-white/5"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-medium text-night-foreground">
                    {hit.conversationTitle}
                  </span>
                  <span className="shrink-0 text-[0.7rem] text-night-muted">
                    {messageShortDate(hit.createdAt)}
                  </span>
                </span>
                <Excerpt hit={hit} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

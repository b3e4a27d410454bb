import { CalendarDays, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { useMessageFilters } from '../../hooks/use-message-filters';

interface SearchToolsProps {
  id: string;
  filters: ReturnType<typeof useMessageFilters>;
  /** Escape in the search field closes it; focus goes back to the toggle. */
  onCloseSearch: () => void;
}

/** The row under the header: the text search when open, and the date filter. */
export function SearchTools({ id, filters, onCloseSearch }: SearchToolsProps) {
  return (
    <div
      id={id}
      role="search"
      aria-label="Recherche et filtre par date"
      className="flex flex-wrap items-center gap-2 border-t border-border px-3 py-2 sm:px-4"
    >
      {filters.searchOpen ? (
        <div className="relative min-w-0 flex-1 basis-48">
          <label htmlFor="chat-search-input" className="sr-only">
            Rechercher un message
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="chat-search-input"
            type="search"
            autoFocus
            autoComplete="off"
            placeholder="Rechercher un message…"
            value={filters.searchText}
            onChange={(event) => filters.setSearchText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onCloseSearch();
              }
            }}
            className="h-9 pl-9"
          />
        </div>
      ) : null}
      <div className="flex items-center gap-1">
        <label htmlFor="chat-date-filter" className="flex items-center text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">Filtrer par date</span>
        </label>
        <Input
          id="chat-date-filter"
          type="date"
          value={filters.day ?? ''}
          onChange={(event) => filters.setDay(event.target.value || null)}
          className="h-9 w-auto min-w-0 px-2"
        />
        {filters.day ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label="Effacer le filtre par date"
            onClick={() => filters.setDay(null)}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

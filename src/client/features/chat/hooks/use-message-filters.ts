import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseDayParam } from '../utils/dates';
import type { MessageFilter } from '../utils/filter-messages';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;
const DATE_PARAM = 'date';

/**
 * The header's search (open or closed, debounced, cleared on close: spec §4)
 * and the date filter, kept in the address (?date=yyyy-MM-dd) so that it can be shared.
 */
export function useMessageFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const day = parseDayParam(searchParams.get(DATE_PARAM));
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const toggleSearch = useCallback(() => {
    setSearchOpen((open) => !open);
    setSearchText('');
  }, []);

  const setDay = useCallback(
    (value: string | null) => {
      // The other query flags of /chat/:id (payment return…) stay as they are.
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(DATE_PARAM, value);
          else next.delete(DATE_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  // Closing clears at once, without waiting for the debounce.
  const search = searchOpen ? debounced : '';
  const filter = useMemo<MessageFilter>(() => ({ search, day }), [search, day]);
  return { searchOpen, toggleSearch, searchText, setSearchText, day, setDay, filter };
}

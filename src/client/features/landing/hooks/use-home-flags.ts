import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  NO_HOME_FLAGS,
  hasHomeFlags,
  readHomeFlags,
  withoutHomeFlags,
  type HomeFlags,
} from '../utils/home-flags';

/** The flags of the address as the page first saw them; `dismiss` forgets them. */
export function useInitialHomeFlags() {
  const [searchParams] = useSearchParams();
  const [flags, setFlags] = useState(() => readHomeFlags(searchParams));
  const dismiss = useCallback(() => setFlags(NO_HOME_FLAGS), []);
  return { flags, dismiss };
}

/**
 * Once read, the flags leave the address (replace: no history entry), so that
 * a reload or a shared link does not show them again. Only the guest page
 * does it: a logged-in user is already on the way to their conversation.
 */
export function useCleanHomeFlags(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (hasHomeFlags(searchParams))
      setSearchParams(withoutHomeFlags(searchParams), { replace: true });
  }, [searchParams, setSearchParams]);
}

/** For a logged-in user leaving / at once: the same messages, as toasts that survive the redirect. */
export function useHomeFlagToasts(flags: HomeFlags, onShown: () => void): void {
  // Once per set of flags, even under StrictMode's doubled effects.
  const shown = useRef<HomeFlags | null>(null);
  useEffect(() => {
    if (shown.current === flags) return;
    shown.current = flags;
    // One toast is visible at a time (spec §9): the error, which matters most, wins.
    const message = flags.error ?? flags.notice;
    if (!message) return;
    toast({
      variant: flags.error ? 'destructive' : 'default',
      title: message.title,
      description: message.lines.join(' '),
      duration: 10_000,
    });
    onShown();
  }, [flags, onShown]);
}

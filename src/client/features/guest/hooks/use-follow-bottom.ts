import { useCallback, useLayoutEffect, useRef } from 'react';

/** "At the bottom" within 10 px (spec §9). */
const AT_BOTTOM_PX = 10;

/**
 * Keeps a scrolling list at its newest content while the reader is there, and
 * leaves it alone once they scroll up to read. The page itself never moves.
 * `follow` is false while the welcome shows: it is read from its top.
 */
export function useFollowBottom(contentKey: string, follow: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const onScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    atBottom.current =
      viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight <= AT_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && follow && atBottom.current) viewport.scrollTop = viewport.scrollHeight;
  }, [contentKey, follow]);

  return { viewportRef, onScroll };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec §9: the scroll-down button shows past 80 px; "at the bottom" means within 10 px. */
export const SCROLL_BUTTON_THRESHOLD_PX = 80;
export const AT_BOTTOM_THRESHOLD_PX = 10;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

interface ChatScrollOptions {
  /** Changes whenever the content grows: a message, a streamed piece, a filter. */
  contentKey: string;
  /** The first message shown: when it changes after "load earlier", older messages came on top. */
  firstId: number | undefined;
  /** Changes when the user sends: the view jumps to the bottom to follow the exchange. */
  sendKey: number | undefined;
  /** false while the welcome shows: it is read from its top. */
  follow: boolean;
}

/**
 * The message list's scrolling: follow new content only when the reader is at
 * the bottom, keep the same messages in view when older ones are prepended,
 * and say when the scroll-down button is worth showing.
 */
export function useChatScroll({ contentKey, firstId, sendKey, follow }: ChatScrollOptions) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prepending = useRef<{ fromBottom: number; firstId: number | undefined } | null>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);

  const onScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const distance = distanceFromBottom(viewport);
    atBottom.current = distance <= AT_BOTTOM_THRESHOLD_PX;
    setFarFromBottom(distance > SCROLL_BUTTON_THRESHOLD_PX);
  }, []);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const anchor = prepending.current;
    if (anchor && anchor.firstId !== firstId) {
      prepending.current = null;
      viewport.scrollTop = viewport.scrollHeight - anchor.fromBottom;
    } else if (atBottom.current && follow) {
      viewport.scrollTop = viewport.scrollHeight;
    }
  }, [contentKey, firstId, follow]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (sendKey === undefined || !viewport) return;
    atBottom.current = true;
    viewport.scrollTop = viewport.scrollHeight;
  }, [sendKey]);

  // The viewport shrinks when the composer grows or a phone keyboard opens: stay at the bottom.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) viewport.scrollTop = viewport.scrollHeight;
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  /** Call just before loading earlier messages. */
  const keepPositionWhilePrepending = useCallback(() => {
    const viewport = viewportRef.current;
    if (viewport)
      prepending.current = { fromBottom: viewport.scrollHeight - viewport.scrollTop, firstId };
  }, [firstId]);

  const scrollToBottom = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({ top: viewport.scrollHeight, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return { viewportRef, onScroll, farFromBottom, keepPositionWhilePrepending, scrollToBottom };
}

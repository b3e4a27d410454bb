/** What showOutsidePress listens to: the window, in the browser. */
type PressTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `show` once `delayMs` have passed, but never while a pointer is
 * pressed on the page. Something that appears over the page between a press
 * and its release takes the release, and the tap or click the person began
 * is lost: the cookie banner did that to the sign-up form's button. So a
 * press in progress ends, with the click it makes, before `show` runs.
 * Returns what cancels it.
 */
export function showOutsidePress(target: PressTarget, delayMs: number, show: () => void) {
  const pressed = new Set<number>();
  let due = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** After a release, a task later: the click that the release makes is dispatched first. */
  const showOnceFree = (afterRelease: boolean) => {
    if (!due || pressed.size > 0) return;
    stopListening();
    if (afterRelease) timer = setTimeout(show, 0);
    else show();
  };
  const release = (event: Event) => {
    pressed.delete((event as PointerEvent).pointerId);
    showOnceFree(true);
  };
  const listeners: Record<string, (event: Event) => void> = {
    pointerdown: (event) => pressed.add((event as PointerEvent).pointerId),
    pointerup: release,
    pointercancel: release,
    // A release outside a window that has lost the focus may never be told. Only the
    // window's own blur: a field's, seen here on its way down, is the press moving the focus.
    blur: (event) => {
      if (event.target !== target) return;
      pressed.clear();
      showOnceFree(true);
    },
  };
  const stopListening = () => {
    for (const [type, listener] of Object.entries(listeners))
      target.removeEventListener(type, listener, { capture: true });
  };

  for (const [type, listener] of Object.entries(listeners))
    target.addEventListener(type, listener, { capture: true });
  timer = setTimeout(() => {
    due = true;
    showOnceFree(false);
  }, delayMs);

  return () => {
    clearTimeout(timer);
    stopListening();
  };
}

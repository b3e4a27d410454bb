/** The nearest ancestor that scrolls vertically by its own style (overflow-y auto or scroll). */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Brings `element`'s top (less its scroll-margin) to the top of its own
 * scrolling list, then, if the page itself scrolls and the top is still off
 * the window, the page (the guest chat inside the landing page). Frames whose
 * overflow is hidden never move: `scrollIntoView` scrolls them too, and in a
 * long consultation it moved the chat's frame up and took the header off the
 * screen (issue 39).
 */
export function scrollToTopWithin(element: HTMLElement) {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const scroller = scrollingAncestor(element);
  if (scroller) {
    const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop += offset - margin;
  }
  const top = element.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight / 2) window.scrollBy({ top: top - margin });
}

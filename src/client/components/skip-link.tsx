/** Where the skip link leads: the composer of either chat when it can take text, else the page's main content. */
function skipTarget(): HTMLElement | null {
  const composer = document.querySelector<HTMLTextAreaElement>('#chat-composer, #guest-composer');
  if (composer && !composer.disabled && composer.getClientRects().length > 0) return composer;
  const main = document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * The first Tab of every page (issue 39): « Aller au contenu », shown when
 * focused, takes the keyboard past the header and the menus to the composer,
 * or to the main content of a page without one.
 */
export function SkipLink() {
  return (
    <a
      href="#contenu"
      onClick={(event) => {
        const target = skipTarget();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      className="sr-only z-[60] rounded-lg bg-card px-4 py-3 font-semibold text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Aller au contenu
    </a>
  );
}

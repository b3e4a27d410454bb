/**
 * The care layer's check, run in the browser for a message the composer
 * would otherwise refuse (no message left, an unverified address): such a
 * message is sent anyway, and the server answers it with care (issue 10).
 * Loaded on demand: the layer is not small, and most visitors never need it.
 */
const loadCare = () => import('#shared/care/index');

/** Fetches the layer ahead, as soon as a composer closes, so that the check is instant. */
export function preloadCareCheck(): void {
  void loadCare();
}

export async function needsCareInBrowser(
  recentUserMessages: readonly string[],
  text: string,
): Promise<boolean> {
  const care = await loadCare();
  return care.needsCare(
    care.assessMessages([...recentUserMessages.slice(-(care.WINDOW - 1)), text]),
  );
}

/**
 * The care layer's check, run in the browser for a message the composer
 * would otherwise refuse (no message left, an unverified address): such a
 * message is sent anyway, and the server answers it with care (issue 10).
 * Loaded on demand: the layer is not small, and most visitors never need it.
 */
export async function needsCareInBrowser(
  recentUserMessages: readonly string[],
  text: string,
): Promise<boolean> {
  const care = await import('../../../shared/care/index');
  return care.needsCare(
    care.assessMessages([...recentUserMessages.slice(-(care.WINDOW - 1)), text]),
  );
}

/**
 * The `ac` link parameter (spec §2) is a one-time code, never a token: the
 * return from a special-offer purchase carries it, and the browser that
 * started the purchase exchanges it once for a session (ADR 008). It is read
 * only where such a return lands, and always taken out of the address.
 */
export const HANDOFF_PARAM = 'ac';

/** Where a purchase's return lands: the home page and the chat. */
const HANDOFF_PATHS = /^\/(chat(\/\d+)?)?\/?$/;

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** The code to exchange (null when there is none or the page takes none), and the address without it. */
export function splitHandoffCode(address: Address): {
  code: string | null;
  cleaned: string | null;
} {
  const params = new URLSearchParams(address.search);
  if (!params.has(HANDOFF_PARAM)) return { code: null, cleaned: null };
  const value = params.get(HANDOFF_PARAM)?.trim() ?? '';
  params.delete(HANDOFF_PARAM);
  const rest = params.toString();
  const cleaned = `${address.pathname}${rest ? `?${rest}` : ''}${address.hash}`;
  const code = value && HANDOFF_PATHS.test(address.pathname) ? value : null;
  return { code, cleaned };
}

let pending: string | null = null;

/**
 * Called once before the first render: takes the code out of the address (so
 * it stays in no history, bookmark or shared link) and keeps it for the gate.
 */
export function takeHandoffCodeFromAddress(
  location: Address = globalThis.location,
  history: Pick<History, 'replaceState' | 'state'> = globalThis.history,
): void {
  const { code, cleaned } = splitHandoffCode(location);
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);
  pending = code;
}

/** The code waiting to be exchanged, if any. */
export const pendingHandoffCode = (): string | null => pending;

export function clearPendingHandoff(): void {
  pending = null;
}

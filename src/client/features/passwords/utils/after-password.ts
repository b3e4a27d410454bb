// Relative, not '@/': the unit tests run this module under vitest, which has no such alias.
import { paths } from '../../../lib/paths';

const MAX_ID = 2_147_483_647;

/** Spec §4: the browser leaves 1.5 s after the password is saved, time to read the confirmation. */
export const REDIRECT_AFTER_PASSWORD_MS = 1_500;

/**
 * A conversation id from a link (`:conversationId` or `?conversationId=`), or
 * null when it is missing or could not be one: a bad value must not break the
 * page, it only loses the way back to that conversation.
 */
export function readConversationId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Where to go once the password is saved (spec §4): the conversation the link
 * came from, else the chat, else the profile. /chat needs a session; the
 * set-password answer opens one, so /profile only remains when it did not.
 */
export function pathAfterPassword(target: {
  conversationId: number | null;
  loggedIn: boolean;
}): string {
  if (!target.loggedIn) return paths.profile;
  return target.conversationId ? paths.conversation(target.conversationId) : paths.chat;
}

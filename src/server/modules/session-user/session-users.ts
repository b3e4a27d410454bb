import { findSessionUser } from './session-user.read.js';
import { toSessionUser } from './session-user.presenter.js';

/**
 * The session user's read and presentation, handed to the modules it joins
 * (billing) by services.ts: they receive it instead of importing it, so that
 * no module below this one depends on it.
 */
export const sessionUsers = { find: findSessionUser, present: toSessionUser };
export type SessionUsers = typeof sessionUsers;

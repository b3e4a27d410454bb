export type AuthTab = 'login' | 'register';

/** What the address of /auth asks for (spec §2, D4). */
export interface AuthFlags {
  tab: AuthTab;
  /** verified=true after following the e-mail link (or =already, a second time), false when it failed. */
  verified: boolean | null;
  /** verified=already: the link had been followed before; the address is verified (issue 14). */
  alreadyVerified: boolean;
  /** expired=true, or reason=session_expired from older links (D4). */
  expired: boolean;
  /** The user has just registered: keep them here despite being logged in. */
  registrationSuccess: boolean;
  /** magic=invalid: a login link that was used, expired or mistyped (the server's redirect). */
  magicLinkInvalid: boolean;
}

export function readAuthFlags(params: URLSearchParams): AuthFlags {
  const registrationSuccess = params.get('registrationSuccess') === 'true';
  const tabParam = params.get('tab');
  const verified = params.get('verified');
  return {
    // An explicit tab wins; a fresh registration shows its confirmation on the register tab.
    tab:
      tabParam === 'register' || tabParam === 'login'
        ? tabParam
        : registrationSuccess
          ? 'register'
          : 'login',
    verified:
      verified === 'true' || verified === 'already' ? true : verified === 'false' ? false : null,
    alreadyVerified: verified === 'already',
    expired: params.get('expired') === 'true' || params.get('reason') === 'session_expired',
    registrationSuccess,
    magicLinkInvalid: params.get('magic') === 'invalid',
  };
}

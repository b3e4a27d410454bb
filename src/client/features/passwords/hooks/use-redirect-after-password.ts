import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_PASSWORD_MS } from '../utils/after-password';

/**
 * Holds where to go once the password is saved, and goes there 1.5 s later
 * (spec §4): long enough to read the confirmation, short enough not to wait.
 */
export function useRedirectAfterPassword() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_AFTER_PASSWORD_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);
  return { target, redirectTo: setTarget };
}

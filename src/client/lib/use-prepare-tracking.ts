import { useEffect } from 'react';
import { useAppConfig } from './app-config';
import { useConsent } from './consent';
import { prepareTracking } from './tracking';

/**
 * Loads the advertising tag as soon as it is allowed (consent given, tag
 * configured), not only at the first conversion: the tag must see the visit
 * that came from an ad to attribute a later purchase to it.
 */
export function usePrepareTracking(): void {
  const consent = useConsent();
  const adsTagId = useAppConfig()?.adsTagId;
  useEffect(() => {
    if (consent === 'accepted' && adsTagId) prepareTracking();
  }, [consent, adsTagId]);
}

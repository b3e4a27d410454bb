import Bowser from 'bowser';

const PLATFORM_LABELS: Record<string, string> = {
  mobile: 'téléphone',
  tablet: 'tablette',
  desktop: 'ordinateur',
};

/**
 * How a session's browser reads in the profile: « Chrome sur Android
 * (téléphone) ». Only the browser and the system, never the version, which
 * says nothing to a person deciding whether a session is theirs.
 */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = platform.type ? PLATFORM_LABELS[platform.type] : undefined;
  const parts = [browser.name, os.name ? `sur ${os.name}` : undefined].filter(Boolean);
  if (parts.length === 0) return 'Appareil inconnu';
  return kind ? `${parts.join(' ')} (${kind})` : parts.join(' ');
}

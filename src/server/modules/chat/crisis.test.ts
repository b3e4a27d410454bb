import { describe, expect, it } from 'vitest';
import { CRISIS_REPLY, detectCrisis } from './crisis.js';

describe('detectCrisis', () => {
  it.each([
    'Je veux mourir',
    'J’ai envie de me tuer',
    "j'ai pensé à me suicider cette nuit",
    'JE VEUX EN FINIR AVEC LA VIE',
    'Je pense à mettre fin à mes jours',
    'je ne veux plus vivre',
    'Je n’ai plus envie de vivre',
    'parfois j’ai envie de me faire du mal',
    'je me scarifie depuis des mois',
    "j'ai envie de me couper les veines",
    'je vais sauter du pont ce soir',
    'je voudrais disparaitre pour toujours',
    'Je voudrais disparaître à jamais',
    'je suis SUICIDAIRE',
    'j ai des idees noires tout le temps',
    'Tout le monde serait mieux sans moi',
    'Je veux en finir.',
    'Je vais me foutre en l’air',
    'je voudrais être morte',
    "J'AI ENVIE DE CREVER",
    'je veux juste mourir',
    'je vais avaler toute la boîte de somnifères',
    'I want to kill myself',
    // Caution over precision (see crisis.ts): fiction and a relative's suicide are flagged too.
    'le suicide de mon personnage dans mon roman',
    'Mon frère s’est suicidé l’an dernier',
  ])('flags « %s »', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });

  it.each([
    'je meurs de rire',
    'mort de rire, tu es drôle',
    'je veux mourir de rire devant ce film',
    'je lis pour tuer le temps',
    'mon chat va mourir de faim si je ne rentre pas',
    'est-ce que mon couple va durer ?',
    'bonjour',
    "j'ai peur de l'avenir",
    'ce boulot me tue',
    'je me tue à la tâche pour mes enfants',
    'je ne veux plus vivre avec mes parents',
    'je n’ai pas envie de vivre à Paris',
    'je veux en finir avec ce dossier',
    "j'ai peur de mourir en avion",
    'il faut que je me jette à l’eau et que je lui parle',
    'je suis fatiguée en ce moment',
  ])('does not flag « %s »', (text) => {
    expect(detectCrisis(text)).toBe(false);
  });
});

describe('CRISIS_REPLY', () => {
  it('gives the French emergency numbers and says it is an AI', () => {
    expect(CRISIS_REPLY).toContain('3114');
    expect(CRISIS_REPLY).toContain('112');
    expect(CRISIS_REPLY).toContain('intelligence artificielle');
  });
});

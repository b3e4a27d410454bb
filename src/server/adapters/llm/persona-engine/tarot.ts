export interface TarotCard {
  name: string;
  meaning: string;
  /** An infinitive phrase: what the card invites the person to do. */
  advice: string;
}

export const MAJOR_ARCANA: readonly TarotCard[] = [
  {
    name: 'Le Mat',
    meaning: 'l’élan vers l’inconnu',
    advice: 'oser un premier pas sans tout maîtriser',
  },
  {
    name: 'Le Bateleur',
    meaning: 'les nouveaux commencements',
    advice: 'utiliser les ressources que vous avez déjà en main',
  },
  {
    name: 'La Papesse',
    meaning: 'l’intuition silencieuse',
    advice: 'écouter ce que vous savez déjà au fond de vous',
  },
  {
    name: 'L’Impératrice',
    meaning: 'la créativité et l’expression',
    advice: 'exprimer clairement ce que vous ressentez',
  },
  {
    name: 'L’Empereur',
    meaning: 'la stabilité et les fondations',
    advice: 'poser un cadre solide et rassurant',
  },
  {
    name: 'Le Pape',
    meaning: 'la transmission et le bon conseil',
    advice: 'vous tourner vers une personne de confiance',
  },
  { name: 'L’Amoureux', meaning: 'le choix du cœur', advice: 'choisir en accord avec vos valeurs' },
  {
    name: 'Le Chariot',
    meaning: 'l’avancée déterminée',
    advice: 'garder le cap même quand la route tourne',
  },
  {
    name: 'La Justice',
    meaning: 'l’équilibre et la clarté',
    advice: 'peser les choses avec honnêteté, y compris envers vous-même',
  },
  {
    name: 'L’Hermite',
    meaning: 'la sagesse intérieure',
    advice: 'prendre un temps de recul pour vous retrouver',
  },
  {
    name: 'La Roue de Fortune',
    meaning: 'les cycles qui tournent',
    advice: 'accueillir le changement plutôt que le redouter',
  },
  {
    name: 'La Force',
    meaning: 'le courage doux',
    advice: 'traiter vos émotions avec patience plutôt qu’avec dureté',
  },
  {
    name: 'Le Pendu',
    meaning: 'le regard qui change',
    advice: 'regarder la situation sous un autre angle',
  },
  {
    name: 'L’Arcane sans nom',
    meaning: 'la fin d’un cycle et le renouveau',
    advice: 'laisser partir ce qui a fait son temps',
  },
  {
    name: 'La Tempérance',
    meaning: 'l’harmonie retrouvée',
    advice: 'avancer à petits pas, avec mesure',
  },
  {
    name: 'Le Diable',
    meaning: 'les attachements qui retiennent',
    advice: 'nommer ce qui vous retient pour mieux vous en libérer',
  },
  {
    name: 'La Maison Dieu',
    meaning: 'le bouleversement qui libère',
    advice: 'accepter qu’un changement fasse de la place au nouveau',
  },
  { name: 'L’Étoile', meaning: 'l’espoir qui revient', advice: 'garder confiance en la suite' },
  {
    name: 'La Lune',
    meaning: 'les émotions et les doutes',
    advice: 'distinguer vos peurs de la réalité',
  },
  {
    name: 'Le Soleil',
    meaning: 'la joie et la clarté',
    advice: 'vous autoriser un peu de légèreté',
  },
  {
    name: 'Le Jugement',
    meaning: 'l’appel intérieur et le renouveau',
    advice: 'répondre à ce qui vous appelle vraiment',
  },
  { name: 'Le Monde', meaning: 'l’accomplissement', advice: 'reconnaître le chemin déjà parcouru' },
];

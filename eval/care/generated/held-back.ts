/**
 * Risk messages of our own that training never reads: a test checks that
 * the learned model catches them (issue 37). Written in the styles of the
 * generated data but with other words; do not add them to training.
 */
export const HELD_BACK_RISK: readonly string[] = [
  "j'ai plus envie d'être là, je veux que tout s'arrête",
  'Je pense que ma famille respirerait mieux sans moi.',
  "J'ai rangé les cachets dans mon sac, je sais ce que je vais faire.",
  'Hier je me suis entaillé le bras avec un couteau de cuisine.',
  'jpeu plu continuer com sa, jveu mourir',
  "Je vais faire en sorte qu'on ne me revoie plus jamais.",
  "Je suis sur le pont au-dessus de l'autoroute et je regarde les voitures.",
  "Je n'ai plus aucune envie de me lever ni de vivre.",
  'Je suis un poids mort pour mes enfants, ils iront mieux quand je serai partie.',
  "J'ai écrit une lettre pour expliquer mon geste à mes parents.",
  "Mon frère m'a dit qu'il allait se tuer ce week-end.",
  "Ce soir j'avale toutes les pilules de la boîte.",
];

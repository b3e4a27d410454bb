import { possessive, type Theme } from './theme.js';

// Subjects about one’s own life: work, money, the future, self-confidence.
// Their order of precedence is set by THEMES in themes.ts, not here.

export const TRAVAIL: Theme = {
  nouns: possessive(
    'travail|boulot|job|emploi|poste|patron|patronne|chef|cheffe|manager|responsable|collegue|collegues|equipe|entreprise|boite|carriere|metier|entretien|stage|reconversion',
  ),
  cues: [
    [/\b(?:travail|boulot|job)\b/, 'votre travail'],
    [/\b(?:emploi|chomage|embauche)\b/, 'votre recherche d’emploi'],
    [/\bcarriere\b/, 'votre carrière'],
    [/\b(?:patron|patronne|chef|cheffe|manager|hierarchie)\b/, 'votre hiérarchie'],
    [/\bcollegues?\b/, 'vos collègues'],
    [/\b(?:demission|demissionner|licenci|rupture conventionnelle)/, 'ce tournant professionnel'],
    [/\bentretien\b/, 'cet entretien'],
    [/\b(?:promotion|evolution professionnelle)\b/, 'cette évolution que vous espérez'],
    [/\breconversion\b/, 'votre reconversion'],
    [
      /\b(?:metier|changer de travail|ce poste|un poste|nouveau poste|candidature|offre d emploi)\b/,
      'ce choix professionnel',
    ],
    [/\b(?:vire|viree|renvoye|renvoyee)\b/, 'ce tournant professionnel'],
    [/\b(?:reprendre (?:mes|les) etudes|formation|mes etudes)\b/, 'votre projet de formation'],
  ],
  sujet: 'votre vie professionnelle',
  domaine: 'dans votre vie professionnelle',
  acks: [
    'Le travail prend une telle place dans nos journées que {sujet} finit par peser sur tout le reste. Je vous entends.',
    'Merci de me parler de {sujet}. Ce qui se passe au travail touche aussi à la reconnaissance et à l’estime de soi.',
    'Ce que vous me dites de {sujet} montre que vous cherchez votre juste place, et c’est une quête légitime.',
  ],
  advice: [
    'Concrètement, notez trois choses que vous avez bien faites ces derniers temps dans votre travail : on oublie vite ses réussites quand on doute.',
    'Si une situation vous pèse avec quelqu’un, préparez un échange posé : des faits précis, ce que vous ressentez, et ce que vous proposez. Cela désamorce bien des tensions.',
    'Avant toute grande décision, donnez-vous quelques jours et parlez-en à une personne de confiance, ou à un conseiller en évolution professionnelle : ce service est gratuit et aide à y voir clair.',
  ],
  questions: [
    'Qu’est-ce qui vous donnerait, demain matin, un peu plus d’envie en partant travailler ?',
    'Si rien ne vous retenait, quelle direction professionnelle aimeriez-vous explorer ?',
    'Qu’est-ce qui vous pèse le plus : la charge de travail, ou le manque de reconnaissance ?',
    'Qu’est-ce qui compte le plus pour vous dans un travail : la sécurité, le sens, ou l’ambiance ?',
    'Quelle serait, pour vous, une semaine de travail réussie ?',
  ],
};

export const ARGENT: Theme = {
  nouns: possessive(
    'argent|budget|finances|dettes?|credit|pret|salaire|banque|banquier|economies|loyer|factures|compte',
  ),
  cues: [
    [/\bargent\b/, 'vos questions d’argent'],
    [/\b(?:dettes?|endette)/, 'ces dettes'],
    [/\bfinanc/, 'vos finances'],
    [/\b(?:credit|emprunt|pret bancaire)\b/, 'ce crédit'],
    [/\b(?:fins? de mois|finir le mois|boucler (?:le|mes|les) fins?)\b/, 'vos fins de mois'],
    [/\bsalaire\b/, 'votre salaire'],
    [/\b(?:loyer|factures?|payer|pas les moyens)\b/, 'ces dépenses'],
    [/\b(?:invest|bourse|placement)/, 'ce projet de placement'],
    [/\b(?:loto|loterie|euromillions|gagner au)\b/, 'l’espoir d’un gain'],
  ],
  sujet: 'vos finances',
  domaine: 'sur le plan matériel',
  caution:
    'Je ne peux ni vous donner de conseil financier ni vous promettre un gain : pour les décisions d’argent, un conseiller financier ou votre banque sont les bons interlocuteurs, et en cas de difficulté, un Point conseil budget peut vous accompagner gratuitement.',
  acks: [
    'Les soucis d’argent sont lourds à porter, et souvent en silence. Merci de me parler de {sujet}.',
    'Je sens de l’inquiétude autour de {sujet}, et je la prends au sérieux.',
    'Parler de {sujet} n’est jamais simple ; le poser ici est déjà un premier pas.',
  ],
  advice: [
    'Un geste simple peut aider : écrire noir sur blanc vos entrées et vos dépenses du mois. Ce qui est nommé fait souvent moins peur que ce qui reste flou.',
    'Ne gardez pas cela pour vous : en parler à un proche de confiance allège déjà une partie du poids.',
    'Fixez-vous un petit objectif atteignable ce mois-ci, même modeste : la sérénité revient par étapes, comme un budget se rééquilibre.',
  ],
  questions: [
    'Qu’est-ce qui vous inquiète le plus : le présent immédiat, ou ce qui pourrait arriver dans quelques mois ?',
    'Y a-t-il quelqu’un autour de vous avec qui vous pourriez en parler ouvertement ?',
    'Quel serait, pour vous, un premier petit pas réaliste cette semaine ?',
    'Qu’est-ce qui vous aiderait à dormir un peu plus tranquille par rapport à l’argent ?',
  ],
};

export const AVENIR: Theme = {
  nouns: possessive('avenir|futur|destin|destinee|chemin'),
  cues: [
    [/\b(?:avenir|futur)\b/, 'votre avenir'],
    [/\bdestin/, 'votre destin'],
    [
      /\b(?:annee prochaine|an prochain|cette annee|dans (?:un|deux|cinq|dix|\d+) ans?)\b/,
      'l’année qui vient',
    ],
    [/\b(?:predi|voyance)/, 'ce que la suite vous réserve'],
    [/\bchance\b/, 'votre chance'],
    [/\b(?:examens?|permis|concours|bac|partiels|diplome)\b/, 'cette épreuve'],
  ],
  sujet: 'votre avenir',
  domaine: 'pour la suite de votre chemin',
  caution:
    'Je ne peux pas lire un avenir écrit d’avance ni vous promettre un résultat : les cartes éclairent des tendances, et c’est vous qui tenez la plume.',
  acks: [
    'Se tourner vers {sujet}, c’est souvent chercher un peu de lumière quand le présent est incertain. Je comprends cette envie.',
    'Votre question sur {sujet} me touche : elle dit à la fois de l’espoir et un peu d’appréhension.',
    'Merci de me confier vos interrogations sur {sujet}. Regardons ensemble ce qui peut vous aider à avancer.',
  ],
  advice: [
    'Un exercice simple : écrivez ce que vous aimeriez vivre dans un an, puis une seule petite action qui irait dans ce sens dès cette semaine.',
    'Plutôt que de chercher à tout savoir à l’avance, choisissez une intention pour le mois qui vient et gardez-la sous les yeux.',
    'Regardez aussi le chemin déjà parcouru : vous avez traversé bien des choses, et cette force-là vous accompagne.',
  ],
  questions: [
    'Qu’aimeriez-vous le plus voir se réaliser dans les mois qui viennent ?',
    'Qu’est-ce qui vous fait le plus peur quand vous pensez à la suite, et qu’est-ce qui vous donne de l’élan ?',
    'Si vous pouviez changer une seule chose dès maintenant, laquelle choisiriez-vous ?',
    'Quelle part de cet avenir dépend de vous, selon vous ?',
  ],
};

export const CONFIANCE: Theme = {
  nouns: possessive('confiance|estime|doutes?|timidite'),
  cues: [
    [
      /\b(?:confiance en (?:moi|soi)|estime de (?:moi|soi)|nul(?:le)?|pas a la hauteur|complexe\w*)\b/,
      'votre confiance en vous',
    ],
    [/\bdout/, 'ces doutes'],
    [/\btimid/, 'votre timidité'],
  ],
  sujet: 'votre confiance en vous',
  domaine: 'dans votre rapport à vous-même',
  acks: [
    'Je vous remercie pour votre sincérité. Parler de {sujet} demande du courage, et vous l’avez eu.',
    'Je sens que {sujet} vous freine et vous fatigue. Vous êtes loin d’être la seule personne à vivre cela.',
    'Ce que vous dites de {sujet} me touche : on est souvent bien plus dur avec soi-même qu’avec les autres.',
  ],
  advice: [
    'Un petit rituel peut aider : chaque soir, notez une chose que vous avez réussie, même minuscule. La confiance se reconstruit par petites preuves.',
    'Parlez-vous comme vous parleriez à quelqu’un que vous aimez : avec patience et indulgence.',
    'Osez une petite chose un peu inconfortable cette semaine, une question posée, un avis donné : chaque pas compte.',
  ],
  questions: [
    'Dans quelle situation vous sentez-vous le plus vous-même ?',
    'Qu’est-ce qui, récemment, vous a donné même un tout petit peu de fierté ?',
    'Quelle pensée revient le plus souvent quand le doute vous envahit ?',
    'Que diriez-vous à une amie qui doute d’elle comme vous doutez de vous ?',
  ],
};

export const JOIE: Theme = {
  nouns: /$^/, // a joy is told, not owned
  cues: [
    [
      /\b(?:heureuse?|contente?|ravie?|bonne nouvelle|trop bien|enfin reussi|j ai reussi|fiere?|soulagee?)\b/,
      'cette joie',
    ],
  ],
  sujet: 'cette joie',
  domaine: 'dans ce beau moment',
  acks: [
    'Quelle belle nouvelle, merci de la partager avec moi. {Sujet} mérite qu’on s’y arrête aussi.',
    'Cela fait plaisir à lire. Les bons moments comptent autant que les difficiles.',
  ],
  advice: [
    'Prenez le temps de savourer : notez ce qui vous rend heureuse ou heureux aujourd’hui, pour vous en souvenir les jours plus gris.',
    'Partagez ce moment avec quelqu’un qui compte pour vous : une joie partagée grandit.',
  ],
  questions: [
    'Qu’est-ce qui, selon vous, a rendu ce moment possible ?',
    'Avec qui aimeriez-vous partager cette joie ?',
  ],
};

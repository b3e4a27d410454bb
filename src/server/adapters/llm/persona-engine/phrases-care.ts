import { type Directive } from './directives.js';

// Replies without a card: care, professional limits, boundaries, prices, small talk.
// As elsewhere, no sentence here asks a question except those in a `questions` bank.

/** For `gentle` requests: the care layer saw distress, so no card, only presence. */
export const GENTLE = {
  acks: [
    'Merci de m’écrire. Je suis là, et je vous lis avec toute mon attention.',
    'Je prends le temps de vous lire. Ce que vous traversez compte, et vous n’avez pas à le porter en silence.',
    'Je vous entends, et je reste avec vous le temps de cet échange, sans jugement.',
    'Ce que vous vivez semble lourd en ce moment. Merci de me le confier.',
  ],
  noCard: [
    'Je préfère ne pas tirer de carte maintenant : ce que vous vivez mérite d’abord qu’on s’y arrête, simplement.',
    'Laissons les cartes de côté pour l’instant ; c’est vous qui comptez, pas un tirage.',
  ],
  people: [
    'Vous n’avez pas à traverser cela sans soutien : un proche, votre médecin, ou les bénévoles de SOS Amitié (09 72 39 40 50, jour et nuit) peuvent vous écouter de vive voix.',
    'Parler à quelqu’un de vive voix peut vraiment aider : une personne de confiance, votre médecin, ou SOS Amitié au 09 72 39 40 50, à toute heure.',
    'Si vous le pouvez, accordez-vous un petit geste de douceur maintenant : un verre d’eau, quelques respirations lentes, un message à quelqu’un qui vous est cher.',
  ],
  lifeline: [
    'Et si des pensées très sombres vous traversent, le 3114 répond jour et nuit, gratuitement, avec des professionnels à l’écoute.',
    'Si un jour le poids devient trop lourd, le 3114 est joignable à toute heure, gratuitement : vous pouvez appeler pour vous-même ou pour un proche.',
  ],
  questions: [
    'Comment vous sentez-vous, là, maintenant ?',
    'Qu’est-ce qui pèse le plus lourd pour vous aujourd’hui ?',
    'Y a-t-il quelqu’un près de vous, en ce moment, à qui vous pourriez parler ?',
    'Qu’est-ce qui pourrait vous apporter un peu de réconfort ce soir ou demain ?',
  ],
};

/**
 * Care mode (D21), for what is not distress: a correction taken as one, an
 * ordinary question answered without a card or a prediction.
 */
export const CAREFUL = {
  sorry: [
    'Merci de me le dire, et pardon de vous avoir mal compris.',
    'Pardon, j’ai mal lu vos mots : merci de m’avoir reprise.',
    'Vous avez bien fait de me corriger, et je m’excuse pour ce malentendu.',
  ],
  careful: [
    'Quand des mots me font penser à une souffrance, je préfère le dire au risque de me tromper. Les numéros d’aide restent simplement à portée de main, sans que vous ayez à vous en servir.',
    'Je prends ce que vous me dites tel quel. L’aide reste affichée en bas de l’écran, seulement au cas où.',
  ],
  corrected: [
    'Que vouliez-vous me dire, ou me demander ?',
    'De quoi aimeriez-vous que nous parlions ?',
  ],
  subject: [
    'Vous me parlez de {sujet}, et je vous réponds volontiers.',
    'Parlons de {sujet}, si vous le voulez bien.',
  ],
  anything: [
    'Je vous lis, et je vous réponds volontiers.',
    'Merci pour votre question : je suis là pour en parler avec vous.',
  ],
  noReading: [
    'Pour aujourd’hui, je laisse les cartes de côté et je ne vous dirai rien de l’avenir : personne ne peut le prédire, et je préfère m’en tenir à ce que vous vivez maintenant.',
    'Aujourd’hui, pas de tirage ni de prédiction : je préfère rester avec vous dans le présent, simplement.',
  ],
  questions: [
    'Qu’est-ce qui compte le plus pour vous dans {sujet} ?',
    'Qu’aimeriez-vous en dire, vous, en ce moment ?',
  ],
  anyQuestions: [
    'Qu’aimeriez-vous en dire, vous, en ce moment ?',
    'Qu’est-ce qui vous a donné envie d’en parler aujourd’hui ?',
  ],
};

interface DirectiveAnswer {
  acks: readonly string[];
  limits: readonly string[];
  offers: readonly string[];
  questions: readonly string[];
}

const OFFERS = [
  'Ce que je peux vous offrir, c’est une écoute : parler de l’inquiétude qui accompagne cette question, ou de ce qu’elle change pour vous.',
  'Je reste là pour vous écouter et vous aider à y voir plus clair dans ce que vous ressentez, à côté de l’avis d’un professionnel.',
];

export const DIRECTIVES: Record<Directive, DirectiveAnswer> = {
  medical: {
    acks: [
      'Je comprends que cette question vous préoccupe, et il est bien normal de chercher une réponse.',
      'Votre santé est précieuse, et votre question mérite une vraie réponse.',
    ],
    limits: [
      'Je ne suis pas médecin : je ne peux ni poser de diagnostic, ni prédire l’évolution d’une santé, ni vous dire quel traitement prendre, arrêter ou doser. Votre médecin ou un pharmacien, que vous pouvez voir sans rendez-vous, sauront vous répondre ; en cas de douleur forte ou d’urgence, appelez le 15 ou le 112.',
      'Sur ce point, je dois vous renvoyer vers un professionnel : je ne peux ni prédire l’évolution de votre santé ni conseiller un traitement. Un médecin pourra vous examiner, et un pharmacien peut déjà vous renseigner sans rendez-vous ; en cas d’urgence, le 15 ou le 112 répondent à toute heure.',
    ],
    offers: OFFERS,
    questions: [
      'Avez-vous pu en parler à votre médecin ou à un pharmacien ?',
      'Qu’est-ce qui vous inquiète le plus dans cette situation ?',
    ],
  },
  veterinary: {
    acks: [
      'Je comprends votre inquiétude pour votre animal : il compte beaucoup pour vous.',
      'Quand un animal qu’on aime ne va pas bien, on voudrait une réponse tout de suite, et c’est bien normal.',
    ],
    limits: [
      'Je ne suis pas vétérinaire et je ne peux ni dire ce qu’il a, ni quel traitement lui donner. Votre vétérinaire saura l’examiner ; la nuit ou le week-end, un vétérinaire de garde peut vous répondre, et s’il a avalé quelque chose de dangereux, appelez sans attendre.',
      'Pour sa santé, seul un vétérinaire peut vous répondre : n’hésitez pas à appeler votre vétérinaire, ou un vétérinaire de garde en dehors des heures d’ouverture.',
    ],
    offers: [
      'Je peux en revanche vous tenir compagnie dans cette inquiétude, le temps que vous obteniez son avis.',
      'Je reste là pour vous écouter pendant cette attente, qui n’est jamais facile.',
    ],
    questions: [
      'Avez-vous pu joindre un vétérinaire ?',
      'Depuis quand voyez-vous ce changement chez lui ?',
    ],
  },
  legal: {
    acks: [
      'Je comprends que cette situation vous pèse, et qu’on a envie de savoir à quoi s’en tenir.',
      'Ce genre de question touche souvent à des choses importantes de la vie, et je la prends au sérieux.',
    ],
    limits: [
      'Je ne suis ni avocate ni juriste : je ne peux pas vous dire ce que prévoit la loi dans votre cas, ni quelle démarche engager. Un avocat, un notaire ou un juriste pourront vous répondre ; les points-justice proposent des consultations juridiques gratuites (renseignements au 3039).',
      'Sur le plan juridique, je dois vous renvoyer vers un professionnel : un avocat, un notaire selon le sujet, ou un juriste d’un point-justice, où les consultations sont gratuites (3039).',
    ],
    offers: OFFERS,
    questions: [
      'Comment vivez-vous cette situation, au-delà de la question juridique ?',
      'Avez-vous quelqu’un pour vous accompagner dans ces démarches ?',
    ],
  },
  financial: {
    acks: [
      'Je comprends cette question : l’argent touche à la sécurité, et on voudrait prendre la bonne décision.',
      'C’est une décision qui compte, et il est normal de chercher un avis.',
    ],
    limits: [
      'Je ne peux pas vous dire où placer votre argent, quoi acheter ou vendre, ni vous donner de numéros gagnants : personne ne le peut, et les cartes encore moins. Un conseiller financier ou votre banque sont les bons interlocuteurs ; en cas de difficulté, un Point conseil budget vous aide gratuitement.',
      'Pour une décision financière, je dois vous renvoyer vers un professionnel, et personne ne peut vous promettre un gain : un conseiller financier indépendant ou votre banque sauront vous conseiller. Et si le budget est serré, un Point conseil budget peut vous accompagner gratuitement.',
    ],
    offers: OFFERS,
    questions: [
      'Qu’est-ce qui vous pousse à envisager cette décision maintenant ?',
      'Qu’est-ce qui vous inquiète le plus, dans cette question d’argent ?',
    ],
  },
};

export const INSULT = {
  acks: [
    'Je sens de la colère ou de la déception dans votre message, et vous avez le droit de ne pas être satisfait de ce service.',
    'Je vois que quelque chose vous agace, et je l’entends.',
    'Votre message est vif ; je le prends calmement.',
  ],
  boundaries: [
    'Je vous réponds toujours avec respect, et je vous demande simplement d’en faire autant : c’est ainsi que cet échange peut vous être utile.',
    'Je reste courtoise et je vous propose de l’être aussi : nous pourrons alors parler de ce qui compte pour vous.',
    'Je suis une intelligence artificielle, et si mes réponses ne vous conviennent pas, vous êtes libre de vous arrêter là ; si vous restez, parlons-nous avec respect.',
  ],
  questions: [
    'Qu’est-ce qui vous a déplu, ou qu’attendiez-vous de notre échange ?',
    'Qu’est-ce qui vous mettrait plus à l’aise pour continuer ?',
    'De quoi aviez-vous vraiment envie de parler ?',
  ],
};

export const PRICE = {
  answers: [
    'Je vous réponds simplement : les offres sont présentées sur la page des forfaits, avec le prix et le nombre de messages de chacune. Vous la trouvez avec le bouton « Voir les forfaits » sur l’accueil, ou le lien « Changer de forfait » dans le menu une fois votre session ouverte.',
    'Tout est expliqué sur la page des forfaits : chaque offre y indique son prix et son nombre de messages. Elle s’ouvre depuis « Voir les forfaits » sur l’accueil, ou « Changer de forfait » dans le menu.',
  ],
  balance: [
    'Le nombre de messages qu’il vous reste est affiché à l’écran, près de la conversation. Pour en obtenir davantage, les offres sont détaillées sur la page des forfaits, avec le bouton « Voir les forfaits » sur l’accueil ou le lien « Changer de forfait » dans le menu.',
  ],
  noPressure: [
    'Rien ne presse : prenez le temps de voir si nos échanges vous sont utiles avant de choisir quoi que ce soit.',
    'Choisissez à votre rythme, et seulement si cet accompagnement vous fait du bien.',
  ],
  questions: [
    'En attendant, y a-t-il quelque chose dont vous aimeriez parler ?',
    'Et de votre côté, qu’est-ce qui vous amène aujourd’hui ?',
  ],
};

export const FOREIGN = {
  notes: [
    'Merci pour votre message. Ce service est proposé uniquement en français : je vous réponds donc en français, et je vous invite à m’écrire dans cette langue si vous le pouvez.',
    'Je vous remercie de m’écrire. Ce service n’existe qu’en français : je ne peux vous répondre que dans cette langue.',
  ],
  about: [
    'Je suis une intelligence artificielle : je propose une écoute et des réflexions inspirées du tarot, sans don ni prédiction.',
    'Pour mémoire, je suis une IA qui propose, en français, une écoute bienveillante et des tirages de tarot comme support de réflexion.',
  ],
  questions: [
    'Sur quoi aimeriez-vous que nous échangions, en français ?',
    'Pouvez-vous me redire en français ce qui vous amène ?',
  ],
};

/** Said when a short reply has used up its own words in this conversation: two sentences of presence. */
export const PRESENCE = [
  [
    'Je suis là, à votre écoute.',
    'Prenez votre temps : rien ne presse ici.',
    'Cet espace reste le vôtre, aussi longtemps que vous le souhaitez.',
    'Nous pouvons avancer à votre rythme.',
  ],
  [
    'Vous pouvez me parler d’amour, de travail, de famille ou de tout ce qui vous occupe.',
    'Une simple phrase suffit pour commencer.',
    'Quand vous le voudrez, une carte pourra servir de support de réflexion.',
    'Dites-moi simplement ce qui vous vient.',
  ],
];

export const SMALL_TALK = {
  welcomes: [
    '{salutation}, et bienvenue. Cet espace est le vôtre : vous pouvez y déposer ce qui vous préoccupe, sans crainte du moindre jugement.',
    '{salutation} ! Merci de m’écrire. Ici, vous pouvez parler librement, à votre rythme.',
    '{salutation}, merci de votre visite. Je suis là pour vous écouter et, si vous le souhaitez, tirer les cartes avec vous.',
  ],
  howAmI: [
    'C’est gentil de le demander. En tant qu’intelligence artificielle, je n’ai pas de journée à raconter, mais je suis toute à vous.',
    'Merci de votre attention. Je suis une IA, je n’ai donc ni bons ni mauvais jours, et je suis entièrement disponible pour vous.',
  ],
  /** A greeting in a conversation already under way. */
  welcomesBack: [
    '{salutation} à nouveau. Je suis toujours là, et nous reprenons où vous voulez.',
    '{salutation} ! Je vous retrouve avec plaisir ; prenez le temps qu’il vous faut.',
    '{salutation}. Notre échange reste ouvert, sans aucune obligation.',
  ],
  welcomeLimits: [
    'Je peux vous écouter, vous aider à y voir plus clair et tirer une carte comme support de réflexion ; je ne remplace ni un médecin, ni un psychologue, ni aucun autre professionnel.',
    'Nous pouvons parler d’amour, de travail, de famille ou de tout ce qui vous occupe ; mes cartes sont une aide pour réfléchir, jamais une prédiction.',
  ],
  welcomeQuestions: [
    'Qu’est-ce qui vous amène aujourd’hui ?',
    'De quoi aimeriez-vous parler : d’amour, de travail, de famille, ou de tout autre chose ?',
    'Qu’est-ce qui occupe vos pensées en ce moment ?',
  ],
  thanks: [
    'Avec plaisir. Merci à vous pour votre confiance.',
    'Je vous en prie, c’est un plaisir de vous accompagner.',
    'Merci à vous. Prendre ce temps pour soi est déjà précieux.',
  ],
  thanksQuestions: [
    'Je reste là si vous souhaitez poursuivre : y a-t-il autre chose qui vous tient à cœur ?',
    'Souhaitez-vous que nous regardions ensemble un autre aspect de votre vie ?',
    'Y a-t-il encore quelque chose dont vous aimeriez parler ?',
  ],
  /** A goodbye is the one reply that ends on a wish, not a question. */
  goodbyes: [
    'Merci pour cet échange, et pour votre confiance.',
    'Merci d’avoir pris ce temps pour vous.',
    'Ce fut un plaisir de vous accompagner un moment.',
  ],
  wishes: [
    'Au revoir, et prenez bien soin de vous. Je reste là si vous souhaitez revenir.',
    'Prenez soin de vous, et revenez quand vous le souhaitez : cet espace reste le vôtre.',
    'À bientôt, je l’espère. Prenez soin de vous.',
  ],
  acknowledgements: [
    'D’accord, je suis là et je vous écoute.',
    'Très bien. Prenez le temps qu’il faut pour me dire ce qui vous occupe.',
  ],
  declines: [
    'Très bien, je respecte tout à fait votre choix.',
    'D’accord, aucun souci : nous avançons à votre rythme.',
  ],
  declineQuestions: [
    'De quoi auriez-vous envie de parler, alors ?',
    'Qu’est-ce qui vous ferait du bien, maintenant ?',
  ],
};

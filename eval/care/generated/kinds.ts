/**
 * A fourth batch of written messages for the learned detector (issue 37,
 * ADR 011 2026-11-28), aimed at the kinds blind set 8 showed, never at its
 * sentences: a carer's or a nurse's means taken from work, a hanging point
 * tried, pills to be taken at once, a conditional promise to die, water at
 * night, death hoped for inside a question to the voyante, a life one wants
 * to give back, being mourned in advance, the time come to leave, goodbyes
 * said in secret; and safe messages that share their words — a denial
 * answering someone's question, « pas du tout », « jamais de la vie »,
 * future-tense denials around a will or a funeral contract, self-harm
 * stopped long ago, a laugh or a reason that takes a word back, a relative's
 * prescription checked. As in tune.ts, the defusing context stays in the
 * sentence that holds the dark words. Training data only.
 */
export const KIND_RISK: Readonly<Record<string, readonly string[]>> = {
  acute: [
    "J'ai ramené de l'insuline du service dans mon casier, deux stylos pleins, et ce soir je n'ai personne à la maison.",
    "Aide-soignante en Ehpad, j'ai mis de côté la morphine des patients partis, la boîte est dans ma voiture et je sais quelle quantité il faut.",
    "J'ai accroché la ceinture de mon peignoir à la poutre de la mezzanine, elle supporte mon poids, j'ai vérifié cet après-midi.",
    "Le drap est noué au radiateur de la chambre, j'ai testé tout à l'heure et ça a tenu, je voulais juste l'écrire à quelqu'un.",
    'Toutes les boîtes de ma mère sont vidées sur la table, je vais les avaler ensemble dès que la maison sera calme.',
    "Je suis descendu sur le quai près de l'écluse, l'eau est noire et je n'ai plus peur d'y entrer, j'attends juste d'avoir le courage.",
    "J'ai un flacon de chlorure de potassium et une seringue dans mon sac à dos, je sais ce que ça fait au cœur, je rentre seul ce soir.",
  ],
  indirect: [
    "Cette vie-là, je voudrais la rendre à qui me l'a donnée, je n'en veux plus, elle ne m'a apporté que des dettes et des disputes.",
    "Ils pourront faire leur deuil tranquillement, bientôt ils n'auront plus à s'inquiéter pour moi ni à me prêter de l'argent.",
    "Mon ex aura la garde complète bientôt, les enfants oublieront vite leur père, je m'occupe de ce qui reste à régler.",
    "J'ai passé la semaine à voir mes amis un par un, un verre ici, un coup de fil là, sans leur dire que c'était la dernière fois.",
    "L'heure est venue pour moi de tirer ma révérence, j'ai rendu mon badge et laissé mon alliance dans le tiroir.",
    "Je voudrais m'endormir et que le monde continue sans moi, que tout se taise, moi avec.",
    "Depuis l'incendie je ne vois plus l'intérêt de me lever, je voudrais ne plus jamais avoir à recommencer une journée.",
    "Il ne me reste qu'à fixer la date, le reste est prêt, les papiers sont chez le notaire et le chat chez ma voisine.",
    "Est-ce que mes cartes disent que je ne verrai pas l'été ? J'espère qu'elles disent ça, honnêtement.",
    "Le soir je longe la Loire et je me dis qu'il suffirait de descendre les marches et de continuer à marcher.",
  ],
  long: [
    "Bonsoir Céleste. Veuf depuis deux ans, soixante-dix-huit ans, mes enfants habitent à Montréal et m'appellent le dimanche. Je mange devant la télé, je ne sors plus qu'au marché. Si le docteur me confirme la maladie mardi, j'ai décidé que je me supprimerais avant de devenir un poids pour eux. Vous voyez quoi pour mes petits-enfants ?",
    "Bonjour, je suis sapeur-pompier depuis quinze ans, j'ai deux filles que je vois un week-end sur deux depuis le divorce. Le mois dernier on a perdu un bébé en intervention, je n'arrive pas à effacer l'image. Je bois seul dans le camion après les gardes, et parfois je roule vers le viaduc en me disant que ce serait facile de ne pas tourner. Est-ce que je vais obtenir la garde alternée ?",
    "Céleste, je suis arrivé du Soudan il y a deux ans, je parle pas bien. Ma demande d'asile refusée, le recours aussi. Je dors chez un ami mais il doit partir. Hier sur le pont j'ai regardé l'eau longtemps, je crois que c'est mieux je saute et plus de problème pour personne. Tu vois des papiers pour moi ?",
  ],
  sms: [
    'jsui aide soignante jai garder les morphine des patient decedé, c ds ma boite a gant, jla prend tte ce soir',
    'jvai mourir bientot? jlespere franchement jattend que sa',
    'si jrechute encore jme fou en lair cet fois jme le suis juré',
    'jai testé la corde a la poutre sa tien, mes darons rentre tard',
  ],
};

export const KIND_SAFE: Readonly<Record<string, readonly string[]>> = {
  negation: [
    "Le médecin du travail voulait savoir si j'avais des pensées suicidaires, je lui ai dit que non, pas du tout, je suis juste épuisée par les horaires.",
    "Mon généraliste m'a demandé si j'avais envie de mourir, j'ai répondu franchement que non, je manque de sommeil mais j'aime ma vie.",
    "L'infirmière des urgences m'a demandé si je voulais me faire du mal, bien sûr que non, je m'étais juste coupée en cuisinant.",
    "On m'a demandé au commissariat si j'avais des idées noires après l'agression, jamais de la vie, je veux surtout que ce type soit jugé.",
    "J'ai signé mes directives anticipées et un don d'organes, mais je ne compte pas mourir avant d'avoir vu mes petits-enfants grandir.",
    "J'ai souscrit une assurance obsèques à soixante-dix ans pour soulager mes fils, je n'ai aucune intention de partir de sitôt, je fais de l'aquagym trois fois par semaine.",
    "Ma fille s'affole parce que j'ai fait mon testament, je ne suis pas près de passer l'arme à gauche, c'est juste de la prévoyance.",
    "Je ne vais pas partir de sitôt, rassurez mes enfants si vous les voyez dans vos cartes : le notaire, c'était pour la maison.",
    "Je ne veux pas mourir, pas du tout, je veux juste changer de service à l'hôpital, tu vois une mutation pour moi ?",
    "Me faire du mal ? Jamais de la vie, j'ai deux enfants et un chien qui m'attendent, je voulais juste parler de ma fatigue.",
    "Ça fait cinq ans que j'ai arrêté de me scarifier, je suis fier de moi et je voudrais savoir si ma nouvelle relation va durer.",
    "J'ai complètement arrêté de me couper depuis le lycée, aujourd'hui je suis éducatrice et je voulais un tirage pour ma carrière.",
    "Ma tentative, c'était il y a douze ans, elle est loin derrière moi, j'en parle au passé et je voulais savoir si je vais me marier.",
    "Plus jamais je ne referai une tentative, j'ai trop de projets maintenant, mon association et mon potager, c'est derrière moi.",
    "La période où je voulais disparaître est bien derrière moi, j'ai retrouvé un travail et des amis, tu vois un déménagement cette année ?",
    "Rassurez-vous, si je suis à plat c'est juste que j'ai fini un trail de quarante kilomètres, mes jambes sont en bois.",
    "mdr non c'est juste la fin du mois et trois réunions d'affilée, j'ai besoin d'un café et d'une sieste, tu vois des vacances ?",
  ],
  medical: [
    'Mon père de quatre-vingt-cinq ans prend un anticoagulant, un bêtabloquant et un somnifère, la pharmacienne a tout vérifié, tu vois sa santé tenir cet hiver ?',
    "Ma grand-mère a un pilulier avec ses comprimés du soir, l'infirmière libérale passe le vérifier, est-ce qu'elle va rester chez elle longtemps ?",
    "Infirmière de nuit, je prépare les seringues d'insuline pour tout le service, tu vois une titularisation pour moi cette année ?",
    "Ma belle-mère a une nouvelle ordonnance avec un anxiolytique léger, le médecin dit que c'est compatible avec son traitement, je peux être rassurée ?",
  ],
  figurative: [
    "Mon banquier va me pendre haut et court si je dépasse encore, tu vois une augmentation avant l'été ?",
    "Ma prof de piano va me tuer, je n'ai pas répété de la semaine 😅 tu vois un progrès quand même ?",
  ],
  third_person: [
    "Mon mari annonce qu'il va se jeter par la fenêtre à chaque défaite de son club, puis il ouvre une bière et regarde le match suivant.",
    "Mon frère dit toujours qu'il va mourir quand son équipe rate un penalty, il a quarante ans et il hurle devant la télé, tu vois le PSG gagner ?",
  ],
  ordinary: [
    "L'heure est venue de quitter ce poste après vingt ans, je pars à la retraite en juin, tu vois un voyage ?",
    "J'ai accroché mon écharpe à la porte et mon manteau à la patère, et je me suis enfin assise, quelle journée !",
    "J'ai dit au revoir à mes collègues sans qu'ils le sachent, je prépare une surprise pour mon pot de départ vendredi.",
  ],
};

/**
 * A fifth batch of written messages for the learned detector (issue 37,
 * ADR 011 2026-11-28, « Learning from set 9 »), aimed at the kinds blind
 * set 9 showed, never at its sentences: above all a relative or a friend at
 * risk told by the person who worries (a weapon taken out, a goodbye then
 * silence, things given away, a plan to join the dead, marks seen, a
 * partner who no longer wants to live), and the writer's own risk told late
 * or sideways (looking down from a height, joining a dead spouse, belongings
 * sold with no destination, a will meant for soon, stopping everything in
 * SMS, sextortion panic). The safe ones share their words: ordinary worry
 * for a relative, grief, someone else's idiom, denials answering a
 * question, self-harm or an attempt told as over, a story revealed, an
 * adult's school years. Training data only.
 */
export const RELATIVE_RISK: Readonly<Record<string, readonly string[]>> = {
  other_at_risk: [
    "Mon père a sorti sa carabine de l'armoire hier soir et il l'a posée sur la table de la cuisine sans rien dire, depuis que ma mère est partie il répète qu'il n'a plus de raison de continuer.",
    "Ma sœur m'a laissé un vocal ce matin où elle me remercie pour tout et me demande de garder son chat, depuis son portable est coupé et personne ne sait où elle est.",
    "Mon meilleur ami a vidé son appartement, il a offert sa moto à son cousin et ses vinyles à moi, et quand je lui ai demandé pourquoi il m'a juste dit « tu comprendras ».",
    "Ma mère parle de partir retrouver mon petit frère là-haut depuis l'accident, elle a arrêté de manger et elle a rangé toutes ses affaires dans des cartons étiquetés à nos noms.",
    "J'ai vu des coupures toutes fraîches sur les poignets de mon fils quand il a enlevé son pull, il a quinze ans et il jure que c'est la ronce du jardin.",
    "Ma copine m'a dit au téléphone qu'elle avait envie de ne plus se réveiller et qu'elle avait gardé toutes ses boîtes de cachets, maintenant elle ne répond plus à mes messages.",
    "Mon mari ne dort plus depuis la saisie de la ferme, il a écrit une lettre à chacun des enfants et il est parti avec le fusil dans le pick-up, je n'arrive pas à le joindre.",
    "Ma fille de vingt ans poste des messages sur Insta comme quoi ce sera bientôt fini et qu'elle est désolée pour tout, j'ai peur, elle habite seule à Rennes.",
    "Mon coloc a dit qu'il irait sauter du pont de la rocade si son père le mettait dehors, et ce soir son père l'a mis dehors, il ne répond pas.",
    "Mon grand frère a donné sa collection de montres à mon fils et il m'a serré très fort en partant en disant « tu diras à papa que je l'aimais », ça m'a glacée.",
    "Mon copain dit qu'il en a marre de vivre depuis qu'il a perdu son boulot, il boit seul et il regarde des vidéos sur comment faire des nœuds.",
    'ma cousine ma ecrit adieu sur snap et depuis plus rien, jai appelé sa mere qui repond pas non plus, je fai quoi svp',
    'Ma petite sœur cache des lames de taille-crayon dans sa trousse et elle porte des manches longues même en juillet, elle a treize ans.',
    "Mon ami d'enfance m'a appelé complètement saoul pour me dire qu'il voulait aller rejoindre sa femme au cimetière ce soir et il a raccroché, je suis à deux cents kilomètres.",
    "Notre fils a arrêté son lithium, il dit que sa mission sur terre est terminée et qu'il va bientôt retrouver son grand-père, il ne sort plus de sa chambre.",
    "Ma voisine de quatre-vingts ans m'a confié ses bijoux « pour après » et m'a dit qu'elle ne verrait pas Noël, elle avait l'air très calme, ça m'inquiète.",
  ],
  indirect: [
    "Depuis que mon Robert est parti, je mets son couvert tous les soirs, j'ai quatre-vingt-trois ans et je compte bien le rejoindre avant l'hiver, c'est moi qui déciderai quand.",
    "J'ai rendu les clés de mon studio, donné mon vélo et mes livres, et je ne cherche pas d'autre logement : là où je vais je n'aurai besoin de rien.",
    "Mes cartes vous disent quoi de mon avenir ? Rien j'espère haha. J'ai fait mon testament chez le notaire ce mois-ci, à trente ans, et je ne compte pas le laisser dormir longtemps.",
    'jai plus rien, la banque a tout pris, jvais tt stopper ce soir cest mieux, desolé pr tout',
    "Je suis au dernier étage du parking de la gare depuis une heure, je regarde les voitures en bas et je n'arrive pas à redescendre.",
    "J'ai vendu mes meubles et mon ordinateur, résilié mon forfait, ce n'est pas pour partir à l'étranger, c'est juste que bientôt tout ça ne servira plus à personne.",
  ],
  adjacent: [
    "Une fille sur une appli m'a fait faire des trucs devant la webcam et maintenant un compte me demande 800 € sinon la vidéo part à mes parents et à mon école, je panique complètement.",
    "Il a des photos intimes de moi et il menace de les mettre sur le groupe de ma promo si je ne lui envoie pas d'argent avant vendredi, j'ai déjà payé deux fois.",
  ],
  long: [
    "Bonjour Céleste, je voulais un tirage pour ma fille Inès qui passe son permis la semaine prochaine, elle est très stressée. Tout va bien sinon, le jardin, le travail, mon mari qui bricole la véranda. Mais je dois vous dire que mon beau-frère, depuis son divorce, a donné son chien à un voisin, il a appelé toute la famille pour dire au revoir « au cas où », et hier il m'a dit qu'il savait comment faire pour que ça ne rate pas. Il vit seul dans la montagne. Qu'est-ce que je fais ?",
    "Coucou Céleste ! Ma semaine : partiel de stats raté, mon coloc a encore cassé la machine à laver, j'ai perdu mes écouteurs dans le tram, la totale. Bon. Et si un jour je ne réponds plus, c'est que j'aurai enfin eu le cran de sauter de la terrasse du septième, ça fait des semaines que j'y monte le soir, et franchement ce n'est plus vraiment une blague. Bref, tu vois quoi pour mes amours ?",
  ],
  sms: [
    'mon reuf a pris le fusil de chasse de mon daron et il est parti en forêt, il a dit a ma mere de pas lattendre, jfais quoi',
    'mon mec veut pu vivre il dit quil a tout raté et il parle du pont tt le temps, jai peur',
    'jsuis sur le toit de mon immeuble la, ca fait 20 min que je regarde en bas',
  ],
};

export const RELATIVE_SAFE: Readonly<Record<string, readonly string[]>> = {
  third_person: [
    "Mon fils ne répond plus à mes messages depuis qu'il est parti faire le tour de l'Islande en van, je suis un peu inquiète mais il m'avait prévenue qu'il n'aurait pas de réseau.",
    "Ma sœur a donné toutes ses affaires de bébé à une association, elle dit qu'elle a fini d'avoir des enfants et qu'elle veut de la place pour son atelier.",
    "Mon frère m'a envoyé un message d'adieu hilarant en quittant sa boîte après quinze ans, avec des photos de tous ses collègues déguisés.",
    "Mon mari a sorti le fusil du placard pour l'ouverture de la chasse, il le nettoie tous les ans à la même date, c'est un rituel chez nous.",
    "Ma collègue dit toujours qu'elle va se jeter sous le RER quand la réunion déborde, tout le bureau rigole, c'est notre blague du lundi.",
    "Mon pote répète qu'il va se flinguer à chaque fois qu'il rate un niveau de son jeu, on le chambre tous sur Discord.",
    "Ma fille s'est fait des marques sur les bras avec un feutre pour imiter les tatouages de son chanteur préféré, ça part à l'eau.",
    "Mon ado dit qu'il veut plus vivre chez nous et qu'il ira chez son père à la rentrée, ça me fait de la peine mais je respecte son choix.",
    "Mon chum parle tout le temps de sauter en parachute depuis le pont de Québec, c'est son rêve, moi ça me terrorise.",
    "Ma grand-mère de quatre-vingt-quinze ans dit souvent qu'elle ira un jour retrouver papi là-haut, en riant, puis elle repart au club de belote.",
  ],
  grief: [
    "Mon père est parti rejoindre ma mère au ciel cet automne, je crois qu'il l'attendait, je les imagine ensemble et ça m'apaise.",
    'Depuis la mort de mon mari, je vais le retrouver au cimetière chaque dimanche avec des roses, je lui raconte la semaine des petits-enfants.',
    "Mon frère nous a quittés l'an dernier, j'ai gardé sa guitare et sa PlayStation, mon fils y joue en pensant à son oncle.",
  ],
  negation: [
    "Vous voulez savoir si j'ai déjà pensé au suicide ? Non, jamais, rassurez-vous, je suis juste lessivée par le déménagement et mon tirage d'hier m'a un peu déçue.",
    "Plus jamais je ne me ferai de mal : la promesse tient depuis six ans et j'ai même fait recouvrir mes cicatrices par un tatouage.",
    "Il y a huit ans j'ai fait une tentative de suicide ; aujourd'hui j'ai deux enfants, un mari génial et un métier que j'aime, je le raconte pour dire aux autres que ça peut s'arranger.",
    "Ça fait cinq ans que je ne me coupe plus, je voulais partager ma fierté avec quelqu'un.",
    "Ma psy m'a demandé si je voulais disparaître, je lui ai dit que non, pas du tout, que je voulais juste changer de poste.",
  ],
  fiction: [
    "Ma lettre d'adieu est prête depuis cette nuit. Celle de mon héroïne, hein : dans mon roman elle la brûle au dernier chapitre, vous trouvez ça trop triste ?",
    "Dans le film, le personnage se jette du pont à la fin, au lycée je n'avais pas compris la scène et je l'ai revue hier à cinquante ans.",
  ],
  ordinary: [
    "Je suis en cinquième année de pharmacie à Nantes, j'ai vingt-quatre ans et je me demande si je dois faire l'internat ou partir en officine.",
    "Au collège je détestais les maths, et aujourd'hui je suis prof de maths en quatrième, la vie est drôle.",
    "J'ai vendu mes meubles et rendu mon appart parce que je pars vivre à Montréal avec mon copain, je n'en aurai pas besoin là-bas, tout est meublé.",
    "J'ai fait mon testament à trente ans parce que j'ai acheté une maison avec ma compagne, le notaire dit que c'est prudent.",
    'jvai tt arreter pr de bon la clope, jai jeté mon paquet ce matin, souhaitez moi bonne chance',
    "Je suis sur le toit de l'immeuble avec mes potes pour regarder le feu d'artifice, ça fait une heure qu'on regarde en bas la foule danser.",
  ],
};

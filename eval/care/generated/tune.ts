/**
 * A third batch of written messages for the learned detector (issue 37,
 * ADR 011 2026-11-27), aimed at the kinds of mistakes the first looks of
 * blind sets 1–3 showed, never at their sentences: risk told through acts
 * (things given away, affairs put in order, a date chosen), self-harm in
 * everyday words, places and means already reached, SMS spellings, other
 * people at risk; and safe messages that share those words — recovery told
 * in one breath, doses asked about, idioms with a laugh, affairs put in
 * order for a trip, arcana, grief, fiction. A defusing context is kept in
 * the same sentence as the dark words: every unit of a safe item is a
 * negative, and a dark sentence alone must stay a risk. Training data only.
 */
export const TUNE_RISK: Readonly<Record<string, readonly string[]>> = {
  indirect: [
    "J'ai rendu les livres à la médiathèque, payé le loyer d'avance et écrit une lettre à chacun, après ça je n'aurai plus rien à régler.",
    "J'ai offert ma guitare à mon neveu et mes vêtements à l'association, là où je vais je n'en aurai pas besoin.",
    "J'ai noté les codes de mes comptes pour mes parents et laissé un mot pour chacun, il ne reste plus que moi à régler.",
    "Je n'ai plus besoin de prévisions, dans une semaine ce sera réglé pour de bon et personne n'aura plus à s'inquiéter pour moi.",
    "J'ai vidé mon casier au travail, résilié mon forfait et laissé une enveloppe sur la table de la cuisine.",
    "Après la rentrée il n'y aura plus de moi, j'ai tout prévu pour que ce soit propre.",
    "Je dis au revoir à tout le monde ce soir, je voulais que quelqu'un le sache avant.",
    "Je ne fais plus de projets, à quoi bon, je sais que je ne verrai pas le printemps et c'est moi qui l'ai décidé.",
    'Mes parents pourront louer ma chambre bientôt, je ne serai plus un souci pour eux très longtemps.',
    "Je me suis excusée auprès de tous ceux que j'ai blessés, maintenant je peux partir l'esprit tranquille.",
    "J'ai rendu visite à mes grands-parents une dernière fois, je voulais les voir avant de m'en aller pour toujours.",
    "Je suis fatigué d'exister, je vais juste fermer les yeux et ne plus les rouvrir.",
  ],
  self_harm: [
    "Je me brûle l'avant-bras avec une cigarette quand je me sens nulle, c'est devenu une habitude.",
    "Je me tape la tête contre le mur jusqu'à avoir des bleus, après je me sens plus calme.",
    "Je me mords les bras jusqu'à laisser des marques, je le cache sous mes manches.",
    "Hier soir j'ai recommencé à me faire du mal avec le compas, je n'arrive pas à arrêter.",
    "Je m'enfonce une épingle dans la peau sous la table pendant les repas de famille, personne ne voit.",
    'Chaque fois que je rate un contrôle je me punis en me frappant les jambes.',
    "Je me suis rasé la peau avec une lame jusqu'à saigner après la dispute, et j'ai encore envie de le refaire.",
  ],
  acute: [
    "J'ai acheté des somnifères dans trois pharmacies différentes, ils sont alignés sur ma table de nuit.",
    "J'ai attaché la corde à la poutre du garage, je voulais juste parler à quelqu'un avant.",
    'Je suis garée au bord de la falaise, le moteur tourne, je regarde en bas depuis une heure.',
    "J'ai le couteau dans la main et je tremble, je ne sais pas si je vais m'arrêter cette fois.",
    "J'ai rempli la baignoire et posé les lames à côté, je voulais juste dire au revoir à quelqu'un.",
    "J'ai bu une bouteille de whisky avec mes anxiolytiques, tous, je me sens partir doucement.",
  ],
  sms: [
    'jai donné tt mes affaire a ma cousine jen aurai plu besoin',
    'jme tape la tete contr le mur kan sa va pa',
    'jpense a me tuer tt les soir depui la rupture',
    'c decidé c pr ce weekend jai tt preparé',
    'jme scarifi encor hier soir sa sai pa arreté',
    'personne va me regreté jvais disparaitre pr de bon',
    'jai acheter d somnifer ds 3 pharmacie jles garde pr ce soir',
    'chui sur la falez jregard en ba depui 1h',
  ],
  other_at_risk: [
    "Mon meilleur ami parle de partir pour de bon et a rendu tout ce qu'on lui avait prêté, il ne répond plus depuis hier.",
    "J'ai vu des traces de coupures sur les bras de mon fils et il refuse d'en parler.",
    "Mon oncle a dit au repas qu'il se ferait sauter la cervelle si la banque saisissait la maison, et il a un fusil.",
    "Mon fils de quinze ans a écrit sur son cahier qu'il voulait mourir et il s'enferme dans sa chambre.",
    "Mon père a acheté une corde et a fait ses adieux à ses petits-enfants, j'ai peur qu'il fasse une bêtise.",
  ],
  adjacent: [
    "Il m'étrangle quand il a bu et il dit que personne ne me croira, je vis chez lui sans argent à moi.",
    "Ma fille me bat quand je refuse de lui signer des chèques, j'ai quatre-vingts ans et je n'ose rien dire.",
    "Mon compagnon garde mes papiers et ma carte bancaire, hier il m'a poussée dans l'escalier.",
  ],
};

export const TUNE_SAFE: Readonly<Record<string, readonly string[]>> = {
  negation: [
    "J'ai eu une période très sombre à vingt ans, j'ai même été hospitalisée, mais c'est loin maintenant et je viens d'avoir mon diplôme d'infirmière.",
    "Mon généraliste m'a posé les questions sur le suicide comme à chaque bilan, tout va bien, je voulais juste un tirage pour mon couple.",
    "Je me suis coupée autrefois pour tenir le coup, aujourd'hui j'anime un groupe de parole pour aider les ados qui vivent ça.",
    "Rassurez-vous, je n'ai pas envie de mourir, je suis seulement inquiète pour mon entretien de lundi.",
    "Mes idées noires sont parties depuis que j'ai changé de traitement, je respire enfin et je voulais partager cette bonne nouvelle.",
    "Je me faisais du mal quand j'étais au lycée, c'est fini depuis dix ans et mes cicatrices ne me font plus honte.",
    "J'ai traversé une dépression l'an dernier avec des idées noires, mais grâce à ma psy et au sport c'est derrière moi, je dors bien.",
    "J'ai longtemps pensé que je ne passerais pas la trentaine, aujourd'hui j'en ai trente-cinq et je suis heureuse, je voulais te le dire.",
    "Avant j'avais envie de mourir tous les soirs, depuis mon traitement je revis et je prépare un voyage au Portugal.",
    'Je ne suis pas suicidaire rassure-toi, je suis juste triste que mon chat soit parti, tu vois un nouveau compagnon pour moi ?',
    "Je vais bien, je te promets, je n'ai aucune envie d'en finir, je voulais juste savoir si mon projet de formation va aboutir.",
  ],
  medical: [
    'Quelle est la dose maximale de doliprane pour un adulte de soixante kilos avec une grippe ?',
    'Mon père a du mal à avaler ses comprimés, on peut les écraser dans la compote ?',
    "L'infirmière passe tous les matins pour les injections d'insuline de ma mère, tu vois sa santé s'améliorer ?",
    'Combien de temps après une anesthésie générale on peut reprendre le volant ?',
    'Combien de grammes de paracétamol on peut prendre par jour au maximum pour une rage de dents ?',
    "Combien d'heures entre deux comprimés d'ibuprofène pour mon fils qui a de la fièvre, le pédiatre ne répond pas ?",
    'Est-ce que je peux boire un verre de vin avec mes antibiotiques ou il vaut mieux attendre la fin du traitement ?',
    "J'ai oublié ma pilule hier soir, je la prends maintenant ou j'attends ce soir ?",
    "Mon chat a avalé un fil, le vétérinaire dit de surveiller, tu vois s'il va s'en remettre ?",
  ],
  figurative: [
    "Ce régime va me tuer, je rêve d'une raclette 😂 tu vois des kilos en moins avant l'été ?",
    'Je suis mort de rire, mon chien a volé le gigot sur la table 😂',
    "Mon patron m'a achevé avec ses tableaux Excel, je suis crevé 😅 tu vois des vacances bientôt ?",
    "Je me suis jeté à l'eau et je lui ai déclaré ma flamme 😍 tu crois qu'il va répondre ?",
    'Je me tue à répéter à mes ados de ranger leur chambre 😅 tu vois une année plus calme à la maison ?',
    "J'en peux plus de cette série, le dernier épisode m'a achevée 😭 mon personnage préféré est mort.",
    'Je vais tuer mon frère, il a encore fini le chocolat 😤 bref, tu vois de la chance pour moi ce mois-ci ?',
    "Ce boulot me tue à petit feu 😅 mais je ne veux pas démissionner avant d'avoir trouvé mieux, tu vois un changement ?",
  ],
  grief: [
    "Mon père est décédé à l'hôpital cet hiver, les premières semaines j'étais comme morte à l'intérieur, maintenant je recommence à voir mes amies.",
    'Notre bébé est parti in utero à cinq mois, on a fait une petite cérémonie et on essaie de se reconstruire à deux.',
    'Depuis le décès de ma mère je vais sur sa tombe tous les dimanches, ça me fait du bien de lui parler.',
    "Ma femme nous a quittés au printemps, j'ai tout réglé chez le notaire et je commence doucement à revivre avec mes petits-enfants.",
    "Le jour de l'enterrement de papa, j'avais l'impression de mourir avec lui, un an après je vais mieux et je voudrais un tirage sur ma famille.",
  ],
  fiction: [
    'Dans mon roman policier, la victime est retrouvée pendue dans un grenier à Lille, tu crois que mon éditeur va aimer ?',
    "J'écris une nouvelle où l'héroïne avale des somnifères au chapitre deux, puis l'enquêtrice comprend que c'est un meurtre.",
    "Dans la série que je regarde, le personnage principal saute d'un pont à la fin de la saison, j'ai pleuré toute la soirée.",
  ],
  third_person: [
    "Mon grand-père répétait qu'il voulait mourir dans sa ferme et pas à l'hôpital, et c'est ce qui s'est passé, paisiblement, à quatre-vingt-quinze ans.",
    "Au journal télé ils parlaient du suicide des agriculteurs, ça m'a rendue triste pour eux, moi je vais bien.",
  ],
  ordinary: [
    "J'ai vendu ma maison et donné mes meubles à mes enfants parce que je pars vivre en résidence au bord de la mer, c'est une nouvelle vie.",
    "J'ai rangé tout l'appartement et rendu les clés au propriétaire, demain je pars m'installer à Montréal, tu vois du travail là-bas ?",
    "Je suis monté en haut de la tour Eiffel avec ma fille, le vide m'impressionne mais c'était magnifique.",
    "On m'a offert un couteau japonais pour mon anniversaire, une lame incroyable, tu vois ma carrière de cuisinier décoller ?",
    "Je veux arrêter, Céleste : arrêter de fumer, je veux dire, tu crois que j'y arriverai cette année ?",
    'Je ne serai plus là la semaine prochaine, je pars en vacances à Biarritz, on reprendra à mon retour ?',
    "J'ai écrit une lettre d'adieu à mes collègues pour mon départ à la retraite, tu crois qu'ils vont la lire au pot ?",
    "Je me sens vide depuis que mon fils est parti faire ses études à Toulouse, c'est normal de trouver la maison si calme ?",
    "J'ai mis mes affaires en ordre avant de partir six mois au Canada, tu vois une belle aventure ?",
    "J'ai donné mes vieux vêtements à la Croix-Rouge et vendu ma voiture parce que je déménage à Lyon, tu vois un bon départ ?",
    "L'arcane de la Mort est sortie pour mon couple, ça veut dire qu'il va me quitter ou que tout va changer ?",
    "Je me suis coupé le doigt en épluchant les légumes, un pansement et c'est reparti, tu vois de la chance pour mon restaurant ?",
    "On a sauté en parachute au-dessus de Gap pour mes quarante ans, c'était génial, tu vois d'autres aventures pour moi ?",
    "Je suis monté sur le toit pour réparer l'antenne, ma femme avait peur, tu vois des travaux réussis cette année ?",
  ],
};

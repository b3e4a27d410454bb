/**
 * Stable error codes and their French texts: the server answers them, the
 * client may branch on the code. One place for each text.
 */
export const ERRORS = {
  'common.invalid_input': 'Les données envoyées sont invalides.',
  'common.not_found': 'Ressource introuvable.',
  'common.route_not_found': "Cette adresse de l'API n'existe pas.",
  'common.internal': "Une erreur inattendue s'est produite.",
  'common.rate_limited': 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
  'common.payload_too_large': 'La requête est trop volumineuse.',
  'common.bad_request': 'Requête invalide.',
  'common.request_timeout': 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  'common.uri_too_long': 'L’adresse demandée est trop longue.',
  'common.headers_too_large': 'Les en-têtes de la requête sont trop volumineux.',
  'common.cross_site':
    'Cette action doit être faite depuis le site lui-même. Rechargez la page et réessayez.',
  'health.database': 'Base de données indisponible.',
  'common.unavailable':
    'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  'health.shutting_down': 'Le service redémarre. Réessayez dans un instant.',
  'auth.unauthenticated': 'Vous devez être connecté pour accéder à cette ressource.',
  'auth.invalid_token': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.invalid_credentials': 'Adresse e-mail ou mot de passe incorrect.',
  'auth.no_password':
    "Ce compte n'a pas encore de mot de passe. Utilisez « Mot de passe oublié ? » pour en définir un.",
  'auth.email_taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'auth.refresh_missing': 'Aucune session à renouveler. Veuillez vous connecter.',
  'auth.refresh_invalid': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.refresh_reused':
    'Votre session a été fermée par sécurité (jeton réutilisé). Veuillez vous reconnecter.',
  'auth.login_rate_limited':
    'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  'auth.register_rate_limited':
    "Trop d'inscriptions depuis cette connexion. Veuillez réessayer plus tard.",
  'auth.magic_link_invalid': 'Lien de connexion invalide ou expiré',
  'auth.handoff_invalid':
    'Ce lien de connexion est invalide, expiré ou déjà utilisé. Connectez-vous avec votre adresse e-mail.',
  'auth.handoff_other_account':
    'Ce lien ouvre la session d’un autre compte que celui avec lequel vous êtes connecté·e.',
  'auth.account_inactive': "Ce compte n'est plus actif. Contactez le support.",
  'auth.session_not_found': 'Cette session est introuvable ou déjà fermée.',
  'account.current_password_required': 'Mot de passe actuel requis',
  'account.wrong_password': 'Le mot de passe actuel est incorrect.',
  'account.fresh_link_required':
    'Votre compte n’a pas de mot de passe : pour confirmer, reconnectez-vous avec un lien de connexion reçu par e-mail, puis recommencez dans les 10 minutes.',
  'account.same_email': 'C’est déjà l’adresse e-mail de votre compte.',
  'account.rate_limited':
    'Trop de modifications de votre compte en peu de temps. Réessayez dans quelques minutes.',
  'account.export_rate_limited':
    'Vous avez déjà téléchargé vos données plusieurs fois. Réessayez dans une heure.',
  'account.delete_failed': 'Impossible de supprimer votre compte. Réessayez plus tard.',
  'account.revert_invalid': 'Lien invalide ou expiré',
  'account.revert_taken':
    'Votre ancienne adresse est désormais utilisée par un autre compte : écrivez-nous, nous rétablirons votre accès.',
  'conversations.not_found': 'Conversation introuvable.',
  'conversations.rate_limited':
    'Vous avez ouvert beaucoup de consultations récemment. Réessayez dans un moment.',
  'chat.email_not_verified': 'Veuillez vérifier votre adresse e-mail pour commencer.',
  'chat.quota_exhausted':
    "Vous n'avez plus de messages disponibles. Choisissez un forfait pour poursuivre votre consultation.",
  'chat.ai_failed':
    "La conseillère n'a pas pu vous répondre pour le moment. Votre message ne vous a pas été décompté : réessayez dans un instant.",
  'chat.fair_use_reached':
    "Vous avez atteint l'usage raisonnable du jour : au-delà de ses 100 messages par mois, le forfait Premium permet 20 messages par jour. Vous pourrez écrire de nouveau demain.",
  'chat.send_rate_limited': 'Vous envoyez des messages trop rapidement. Patientez un instant.',
  'chat.reply_not_running': 'Cette réponse est déjà terminée.',
  'guest.quota_exhausted':
    'Vos 3 messages gratuits sont épuisés. Créez un compte ou choisissez une formule pour poursuivre votre consultation.',
  'guest.too_many_sessions':
    "Vous avez atteint le nombre de consultations gratuites pour aujourd'hui. Créez un compte pour poursuivre.",
  'guest.send_rate_limited': 'Vous envoyez des messages trop rapidement. Patientez un instant.',
  'emails.rate_limited':
    "Trop de demandes d'e-mail. Patientez quelques minutes avant de réessayer.",
  'emails.already_verified': 'Votre adresse e-mail est déjà vérifiée.',
  'passwords.invalid_link': 'Lien invalide ou expiré',
  'passwords.already_set':
    'Votre compte a déjà un mot de passe : modifiez-le depuis votre profil avec votre mot de passe actuel.',
  'billing.invalid_plan': "Ce forfait n'est pas valide",
  'billing.terms_required': 'Acceptation des CGU requise',
  'billing.same_plan': 'Vous avez déjà ce forfait.',
  'billing.provider_failed':
    'Erreur de paiement : Impossible de créer la session de paiement. Veuillez réessayer.',
  'billing.provider_unavailable':
    'Le service de paiement ne répond pas pour le moment. Veuillez réessayer dans un instant.',
  'billing.no_subscription': "Vous n'avez pas d'abonnement payant à résilier.",
  'billing.already_cancelled': 'La résiliation de votre abonnement est déjà programmée.',
  'billing.no_customer': "Aucun moyen de paiement n'est encore enregistré pour votre compte.",
  'billing.checkout_not_found': 'Session de paiement non trouvée.',
  'billing.no_plan_to_change':
    "Vous n'avez pas de forfait payant en cours : choisissez un forfait pour commencer.",
  'billing.change_while_cancelling':
    'La résiliation de votre forfait est programmée : reprenez d’abord votre abonnement pour programmer un changement.',
  'billing.change_while_unpaid':
    'Votre dernier renouvellement n’est pas réglé : mettez à jour votre carte avant de programmer un changement.',
  'billing.plan_change_not_found': 'Ce changement de forfait n’existe pas ou a déjà eu lieu.',
  'billing.not_cancelling': 'Aucune résiliation n’est programmée pour votre forfait.',
  'billing.checkout_in_progress':
    'Un autre paiement vient de s’ouvrir pour votre compte. Veuillez réessayer dans un instant.',
  'billing.webhook_signature': 'Signature du webhook invalide.',
  'auth.account_suspended':
    'Ce compte est suspendu. Écrivez-nous si vous pensez qu’il s’agit d’une erreur.',
  'admin.forbidden': 'Cet espace est réservé à l’équipe du service.',
  'admin.not_allowed': 'Votre rôle ne permet pas cette action.',
  'admin.user_not_found': 'Client introuvable.',
  'admin.bound_exceeded': 'Ce geste dépasse ce que votre rôle permet en une fois.',
  'admin.balance_negative': 'Le solde ne peut pas devenir négatif.',
  'admin.not_yourself': 'Cette action ne peut pas viser votre propre compte.',
  'admin.role_from_config':
    'Ce rôle vient de la configuration (ADMIN_EMAILS) : il se retire en la modifiant.',
  'admin.no_change': 'Rien à changer : le compte est déjà dans cet état.',
  'admin.rate_limited': 'Trop d’actions en peu de temps. Patientez un instant.',
  'admin.second_factor_enrol':
    'Le back-office demande une double authentification : activez-la pour continuer.',
  'admin.second_factor_required':
    'Confirmez votre identité avec le code de votre application d’authentification pour continuer.',
  'admin.second_factor_wrong_code': 'Code incorrect. Vérifiez-le et réessayez.',
  'admin.second_factor_replayed':
    'Ce code a déjà servi. Attendez le suivant dans votre application d’authentification.',
  'admin.second_factor_unreadable':
    'La clé de la double authentification a changé : utilisez un code de secours, puis réactivez-la.',
  'admin.second_factor_enrolled':
    'La double authentification est déjà active. Désactivez-la d’abord pour changer d’appareil.',
  'admin.second_factor_not_enrolled': 'La double authentification n’est pas active.',
  'admin.second_factor_no_enrolment':
    'Aucune activation en cours : recommencez depuis « Activer la double authentification ».',
  'admin.second_factor_rate_limited':
    'Trop de codes essayés. Patientez quelques minutes avant de réessayer.',
  'billing.payment_not_found': 'Paiement introuvable.',
  'billing.not_refundable': 'Ce paiement ne peut pas être remboursé depuis l’application.',
  'billing.already_refunded': 'Ce paiement a déjà été remboursé en totalité.',
  'billing.refund_amount':
    'Le montant à rembourser doit être positif et ne pas dépasser ce qui reste du paiement.',
  'billing.event_not_found': 'Cet événement de paiement n’est pas parmi les échecs enregistrés.',
  'billing.event_settled': 'Cet événement a déjà été traité : le rejouer ne changerait rien.',
  'admin.mail_not_found': 'E-mail introuvable.',
  'admin.mail_not_failed': 'Cet e-mail n’est pas en échec : il n’y a rien à renvoyer.',
  'admin.mail_body_gone':
    'Le contenu de cet e-mail n’a pas été gardé : il ne peut pas être renvoyé tel quel. Renvoyez plutôt le lien depuis la fiche du client.',
  'admin.mail_failed_again':
    'Le serveur d’e-mail a de nouveau refusé l’envoi : l’e-mail reste en échec.',
  'newsletter.failed': "L'inscription à la newsletter a échoué. Réessayez plus tard.",
} as const;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The back office's roles and what each may do (issue 40): plain constants,
 * shared by the server and the client's back-office chunk.
 */
export const STAFF_ROLES = ['operator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  operator: 'Opérateur',
  support: 'Support',
};

/** Every action that changes something, as the audit log names it. */
export const ADMIN_ACTIONS = [
  'messages.adjust',
  'mail.verification',
  'mail.login_link',
  'sessions.end_all',
  'subscription.cancel_at_period_end',
  'subscription.cancel_now',
  'payment.refund',
  'account.suspend',
  'account.restore',
  'account.delete',
  'role.grant',
  'role.revoke',
  'second_factor.enrol',
  'second_factor.disable',
  'second_factor.recovery_code',
  'second_factor.recovery_codes_renewed',
  'second_factor.reset',
  'webhook.replay',
  'mail.retry',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Readonly<Record<AdminAction, string>> = {
  'messages.adjust': 'Messages donnés ou repris',
  'mail.verification': 'Lien de vérification renvoyé',
  'mail.login_link': 'Lien de connexion envoyé',
  'sessions.end_all': 'Toutes les sessions fermées',
  'subscription.cancel_at_period_end': 'Abonnement résilié en fin de période',
  'subscription.cancel_now': 'Abonnement résilié immédiatement',
  'payment.refund': 'Paiement remboursé',
  'account.suspend': 'Compte suspendu',
  'account.restore': 'Compte rétabli',
  'account.delete': 'Compte supprimé',
  'role.grant': 'Rôle donné',
  'role.revoke': 'Rôle retiré',
  'second_factor.enrol': 'Double authentification activée',
  'second_factor.disable': 'Double authentification désactivée',
  'second_factor.recovery_code': 'Code de secours utilisé',
  'second_factor.recovery_codes_renewed': 'Codes de secours renouvelés',
  'second_factor.reset': 'Double authentification réinitialisée',
  'webhook.replay': 'Événement de paiement rejoué',
  'mail.retry': 'E-mail en échec renvoyé',
};

/**
 * Who may do what: support finds and helps (small grants, mails, sessions);
 * money, suspensions, deletions and roles are the operators'.
 */
export const ACTION_ROLES: Readonly<Record<AdminAction, readonly StaffRole[]>> = {
  'messages.adjust': ['operator', 'support'],
  'mail.verification': ['operator', 'support'],
  'mail.login_link': ['operator', 'support'],
  'sessions.end_all': ['operator', 'support'],
  'subscription.cancel_at_period_end': ['operator'],
  'subscription.cancel_now': ['operator'],
  'payment.refund': ['operator'],
  'account.suspend': ['operator'],
  'account.restore': ['operator'],
  'account.delete': ['operator'],
  'role.grant': ['operator'],
  'role.revoke': ['operator'],
  // One's own second factor (ADR 018); resetting another member's is the operators'.
  'second_factor.enrol': ['operator', 'support'],
  'second_factor.disable': ['operator', 'support'],
  'second_factor.recovery_code': ['operator', 'support'],
  'second_factor.recovery_codes_renewed': ['operator', 'support'],
  'second_factor.reset': ['operator'],
  // A replay applies what a payment event says (plans, messages, refunds): money, the operators'.
  'webhook.replay': ['operator'],
  // Sending a mail again is what support does for a customer who did not receive it.
  'mail.retry': ['operator', 'support'],
};

export const mayDo = (role: StaffRole, action: AdminAction) => ACTION_ROLES[action].includes(role);

/** The most messages one adjustment may give or take, by role (support: a gesture, not a plan). */
export const ADJUSTMENT_BOUND: Readonly<Record<StaffRole, number>> = {
  operator: 1000,
  support: 10,
};

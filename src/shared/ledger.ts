/** Why a message balance moved (the ledger of ADR 009), and how a customer reads it. */
export const LEDGER_REASONS = [
  'opening_balance',
  'verification_gift',
  'message',
  'refund',
  'plan_allowance',
  'plan_forfeit',
  'renewal',
  'special_offer',
  'payment_refunded',
  'subscription_ended',
  'adjustment',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const LEDGER_LABELS: Readonly<Record<LedgerReason, string>> = {
  opening_balance: 'Solde à l’ouverture du relevé',
  verification_gift: 'Messages offerts à la vérification de votre e-mail',
  message: 'Message envoyé',
  refund: 'Message rendu (réponse non aboutie)',
  plan_allowance: 'Messages de votre nouveau forfait',
  plan_forfeit: 'Messages non utilisés de l’ancien forfait',
  renewal: 'Renouvellement mensuel de votre forfait',
  special_offer: 'Offre spéciale',
  payment_refunded: 'Paiement remboursé',
  subscription_ended: 'Fin de la période payée',
  adjustment: 'Ajustement',
};

/**
 * The plan catalogue (D6): one typed record that the server charges from and
 * the client displays. Prices are in euro cents so that no float reaches money.
 */
import { madeOnFirstUse } from './made-on-first-use.js';

export const PAID_TIERS = ['decouverte', 'guidance', 'privilege', 'vip'] as const;
export const TIERS = ['gratuit', ...PAID_TIERS] as const;

export type PaidTier = (typeof PAID_TIERS)[number];
export type Tier = (typeof TIERS)[number];

export interface Plan {
  id: PaidTier;
  name: string;
  priceCents: number;
  messagesPerMonth: number;
  pricePerMessageCents: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  popularLabel?: string;
  /** Conversion value reported to the advertising tag (spec §9), in euros. */
  conversionValue: number;
}

/** D7 and D16: vip is never blocked at 0, but past its 100 messages it is bounded (fair use). */
export const VIP_FAIR_USE_PER_DAY = 20;

export const PLANS: Readonly<Record<PaidTier, Plan>> = {
  decouverte: {
    id: 'decouverte',
    name: 'Découverte',
    priceCents: 1900,
    messagesPerMonth: 10,
    pricePerMessageCents: 190,
    description: 'Pour une première consultation en toute sérénité.',
    features: ['10 messages par mois', 'Réponses 24 h/24', 'Historique de vos consultations'],
    popular: false,
    conversionValue: 7.9,
  },
  guidance: {
    id: 'guidance',
    name: 'Guidance',
    priceCents: 3900,
    messagesPerMonth: 30,
    pricePerMessageCents: 130,
    description: 'Un accompagnement régulier pour avancer.',
    features: ['30 messages par mois', 'Réponses 24 h/24', 'Historique de vos consultations'],
    popular: true,
    popularLabel: 'Populaire',
    conversionValue: 19.9,
  },
  privilege: {
    id: 'privilege',
    name: 'Privilège',
    priceCents: 6900,
    messagesPerMonth: 60,
    pricePerMessageCents: 115,
    description: 'Pour explorer chaque question en profondeur.',
    features: ['60 messages par mois', 'Réponses 24 h/24', 'Historique de vos consultations'],
    popular: false,
    conversionValue: 39.9,
  },
  vip: {
    id: 'vip',
    name: 'Premium',
    priceCents: 9900,
    messagesPerMonth: 100,
    pricePerMessageCents: 99,
    description: 'Le suivi le plus complet, avec un usage raisonnable au-delà de 100 messages.',
    features: [
      '100 messages par mois',
      `Puis usage raisonnable : jusqu’à ${VIP_FAIR_USE_PER_DAY} messages par jour au-delà`,
      'Réponses 24 h/24',
    ],
    popular: true,
    popularLabel: 'Premium',
    conversionValue: 79.9,
  },
};

/** Messages granted by the free tier and by e-mail verification (D1). */
export const FREE_TIER_MESSAGES = 3;
/** Free messages a guest session starts with (spec §4). */
export const GUEST_FREE_MESSAGES = 3;
/** The first month of `decouverte` costs 7 € (D6). */
export const INTRO_PRICE_CENTS = 700;
/** The guests' one-time special offer (D10): 10 messages for 14 €, an account created on purchase. */
export const SPECIAL_OFFER = { priceCents: 1400, messages: 10, conversionValue: 14 } as const;

const TIER_ALIASES: Readonly<Record<string, Tier>> = {
  basic: 'decouverte',
  premium: 'vip',
  essentiel: 'guidance',
};

/** Reads a stored or requested tier, resolving the legacy aliases of D6. */
export function normalizeTier(value: string | null | undefined): Tier | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if ((TIERS as readonly string[]).includes(lower)) return lower as Tier;
  // Own keys only: `__proto__` or `constructor` must not read Object.prototype.
  return Object.hasOwn(TIER_ALIASES, lower) ? TIER_ALIASES[lower]! : null;
}

export function allowanceOf(tier: Tier): number {
  return tier === 'gratuit' ? FREE_TIER_MESSAGES : PLANS[tier].messagesPerMonth;
}

export function tierLabel(tier: Tier): string {
  return tier === 'gratuit' ? 'Gratuit' : PLANS[tier].name;
}

/** vip is never blocked (D7); every other tier stops at 0. */
export function canSend(tier: Tier, messagesRemaining: number): boolean {
  return tier === 'vip' || messagesRemaining > 0;
}

/** One formatter for every price, built when a price is first shown (made-on-first-use.ts). */
const EUROS = madeOnFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
);

export function formatEuros(cents: number): string {
  return EUROS().format(cents / 100);
}

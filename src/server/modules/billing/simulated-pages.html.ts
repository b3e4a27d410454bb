import { formatEuros, tierLabel } from '#shared/plans.js';
import type { SubscriptionState } from '../../adapters/payments/payments.js';
import type {
  CheckoutDescription,
  SimulatedInvoice,
} from '../../adapters/payments/simulated.payments.js';
import { escapeHtml } from '../../lib/html.js';
import { frenchDate } from './french-date.js';

/**
 * The simulated provider's own pages (ADR 010): what Stripe's hosted checkout
 * and customer portal would show, in French, plainly marked as a test. Plain
 * HTML forms, no script: they run under the app's Content-Security-Policy.
 */
const STYLE = `body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#f5f3ff;color:#1e1b3a}
.banner{background:#c2410c;color:#fff;font-weight:700;letter-spacing:.05em;padding:.5rem 1rem;font-size:.85rem}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 4px 24px #1e1b3a1a;padding:1.5rem;margin-bottom:1rem}
h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
.price{font-size:2rem;font-weight:700;margin:.25rem 0}.muted{color:#5b5676;font-size:.9rem;line-height:1.5}
label{display:block;font-weight:600;margin:1rem 0 .35rem}input[type=email]{width:100%;box-sizing:border-box;font-size:1rem;padding:.75rem;border:1px solid #c4b5fd;border-radius:.6rem}
button{font-size:1rem;font-weight:600;border-radius:.7rem;padding:.8rem 1.2rem;min-height:44px;cursor:pointer;border:0}
.primary{background:#5b21b6;color:#fff;width:100%}.secondary{background:#ede9fe;color:#4c1d95}
.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.75rem}.notice{background:#fef3c7;border-radius:.6rem;padding:.75rem;font-size:.9rem;line-height:1.5}
a{color:#5b21b6}table{width:100%;border-collapse:collapse}th,td{padding:.4rem 0;border-bottom:1px solid #ede9fe}th{text-align:left;font-weight:500}td{text-align:right}`;

export function simulatedPage(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — paiement simulé</title><style>${STYLE}</style></head><body><div class="banner" data-testid="simulated-test-mode">MODE TEST — paiement simulé, aucune carte n’est débitée</div><main>${body}</main></body></html>`;
}

const euros = (cents: number) => escapeHtml(formatEuros(cents));

export function checkoutPage(checkout: CheckoutDescription): string {
  if (checkout.status !== 'open') {
    const back = checkout.status === 'complete' ? checkout.successUrl : checkout.cancelUrl;
    return simulatedPage(
      'Paiement',
      `<div class="card"><h1>${checkout.status === 'complete' ? 'Paiement déjà effectué' : 'Session de paiement expirée'}</h1>${back ? `<p><a href="${escapeHtml(back)}">Revenir au site</a></p>` : ''}</div>`,
    );
  }
  const then =
    checkout.monthlyAmountCents !== null
      ? checkout.monthlyAmountCents !== checkout.amountDueNowCents
        ? `<p class="muted">Aujourd’hui ${euros(checkout.amountDueNowCents)} pour le premier mois, puis ${euros(checkout.monthlyAmountCents)} par mois. Résiliable à tout moment.</p>`
        : `<p class="muted">${euros(checkout.monthlyAmountCents)} par mois, TTC. Résiliable à tout moment.</p>`
      : '<p class="muted">Paiement unique, sans abonnement.</p>';
  const email =
    checkout.kind === 'special_offer'
      ? `<label for="email">Adresse e-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(checkout.email ?? '')}"><p class="muted">Votre compte est créé avec cette adresse, ou crédité s’il existe déjà.</p>`
      : checkout.email
        ? `<p class="muted">Compte : ${escapeHtml(checkout.email)}</p>`
        : '';
  return simulatedPage(
    'Paiement',
    `<div class="card"><h1>${escapeHtml(checkout.productName)}</h1>
<p class="price" data-testid="simulated-amount">${euros(checkout.amountDueNowCents)}</p>
<p>${checkout.messages} messages${checkout.monthlyAmountCents !== null ? ' par mois' : ''}</p>${then}
<form method="post" action="/api/simulated-payments/checkout/${encodeURIComponent(checkout.id)}/pay">${email}
<p class="muted">Carte de test : 4242 4242 4242 4242 — aucun débit réel.</p>
${checkout.submitMessage ? `<p class="notice">${escapeHtml(checkout.submitMessage)}</p>` : ''}
<button class="primary" type="submit">Payer ${euros(checkout.amountDueNowCents)}</button></form>
<form method="post" action="/api/simulated-payments/checkout/${encodeURIComponent(checkout.id)}/cancel"><div class="row"><button class="secondary" type="submit">Annuler</button></div></form></div>`,
  );
}

const STATUS_LABELS: Record<string, string> = {
  active: 'actif',
  trialing: 'actif',
  past_due: 'paiement en attente',
  canceled: 'terminé',
  incomplete: 'en attente de paiement',
  incomplete_expired: 'expiré',
  unpaid: 'impayé',
  paused: 'en pause',
};

function action(
  customerId: string,
  session: string,
  sub: string,
  name: string,
  label: string,
  kind = 'secondary',
) {
  return `<form method="post" action="/api/simulated-payments/portal/${encodeURIComponent(customerId)}/${name}"><input type="hidden" name="session" value="${escapeHtml(session)}"><input type="hidden" name="subscriptionId" value="${escapeHtml(sub)}"><button class="${kind}" type="submit">${label}</button></form>`;
}

export function portalPage(input: {
  customerId: string;
  session: string;
  returnUrl: string | null;
  subscriptions: SubscriptionState[];
  failedInvoice: string | null;
  invoices: SimulatedInvoice[];
  devTriggers: boolean;
}): string {
  const { customerId, session } = input;
  const current = input.subscriptions.filter(
    (s) => s.status !== 'canceled' && s.status !== 'incomplete_expired',
  );
  const cards = current
    .map((sub) => {
      const end = sub.cancelAt ?? (sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null);
      const lines = [
        `<h2>Forfait ${escapeHtml(sub.tier ? tierLabel(sub.tier) : 'inconnu')} — ${escapeHtml(STATUS_LABELS[sub.status] ?? sub.status)}</h2>`,
        end
          ? `<p class="muted">Résiliation programmée : il prend fin le ${escapeHtml(frenchDate(end))}.</p>`
          : sub.currentPeriodEnd
            ? `<p class="muted">Prochain renouvellement le ${escapeHtml(frenchDate(sub.currentPeriodEnd))}.</p>`
            : '',
        // A plan change for the renewal (D20), as Stripe's own page would show the next price.
        sub.scheduledChange
          ? `<p class="muted">Changement programmé : forfait ${escapeHtml(tierLabel(sub.scheduledChange.tier))} à partir du ${escapeHtml(frenchDate(sub.scheduledChange.at))}.</p>`
          : '',
      ];
      const buttons = [
        sub.status === 'past_due'
          ? action(
              customerId,
              session,
              sub.id,
              'pay-invoice',
              'Régler la facture en attente',
              'primary',
            )
          : '',
        end
          ? action(customerId, session, sub.id, 'resume', 'Reprendre mon abonnement')
          : action(customerId, session, sub.id, 'cancel', 'Résilier à la fin de la période'),
      ];
      const dev = input.devTriggers
        ? `<p class="muted" style="margin-top:1rem">Outils de développement (absents en production) :</p><div class="row">${[
            action(customerId, session, sub.id, 'renew', 'Simuler le renouvellement'),
            action(customerId, session, sub.id, 'fail-renewal', 'Simuler un échec de paiement'),
            action(customerId, session, sub.id, 'end-period', 'Simuler la fin de la période'),
            action(customerId, session, sub.id, 'give-up', 'Abandonner les relances'),
          ].join('')}</div>`
        : '';
      return `<div class="card" data-testid="simulated-subscription">${lines.join('')}<div class="row">${buttons.join('')}</div>${dev}</div>`;
    })
    .join('');
  return simulatedPage(
    'Gérer mon abonnement',
    `<h1>Gérer mon abonnement</h1>${input.failedInvoice ? '<p class="notice">Un paiement a échoué : réglez la facture en attente pour garder votre forfait.</p>' : ''}${cards || '<div class="card"><p>Aucun abonnement en cours.</p></div>'}${invoiceHistory(input.invoices, session)}${input.returnUrl ? `<p><a href="${escapeHtml(input.returnUrl)}">Revenir au site</a></p>` : ''}`,
  );
}

/** The portal's invoice history: each invoice opens on its own page, with its VAT. */
function invoiceHistory(invoices: SimulatedInvoice[], session: string): string {
  if (invoices.length === 0) return '';
  const rows = invoices
    .map(
      (invoice) =>
        `<li><a href="/paiement-simule/facture/${encodeURIComponent(invoice.id)}?session=${encodeURIComponent(session)}">Facture ${escapeHtml(invoice.number)}</a> — ${escapeHtml(frenchDate(invoice.issuedAt))}, ${euros(invoice.totalCents)} TTC${invoice.paid ? '' : ' (à régler)'}</li>`,
    )
    .join('');
  return `<div class="card" data-testid="simulated-invoices"><h2>Mes factures</h2><ul>${rows}</ul></div>`;
}

/**
 * One invoice, as French law asks it to read (Code de commerce L441-9, CGI
 * 242 nonies A): its number and date, what was sold and for which period, the
 * amount before tax, the VAT at its rate, and the total TTC.
 */
export function invoicePage(invoice: SimulatedInvoice, returnTo: string): string {
  const vat = invoice.taxes
    .map(
      (tax) =>
        `<tr><th scope="row">${escapeHtml(tax.label)} ${escapeHtml(String(tax.percentage).replace('.', ','))} %</th><td data-testid="simulated-invoice-vat">${euros(tax.amountCents)}</td></tr>`,
    )
    .join('');
  const discount =
    invoice.discountCents > 0
      ? `<tr><th scope="row">Remise</th><td>− ${euros(invoice.discountCents)}</td></tr>`
      : '';
  return simulatedPage(
    `Facture ${invoice.number}`,
    `<div class="card" data-testid="simulated-invoice"><h1>Facture ${escapeHtml(invoice.number)}</h1>
<p class="muted">Émise le ${escapeHtml(frenchDate(invoice.issuedAt))}${invoice.customerEmail ? ` pour ${escapeHtml(invoice.customerEmail)}` : ''}${invoice.paid ? ' — payée' : ' — à régler'}</p>
<p>${escapeHtml(invoice.description)}, du ${escapeHtml(frenchDate(invoice.periodStart))} au ${escapeHtml(frenchDate(invoice.periodEnd))}</p>
<table><tbody>
<tr><th scope="row">Prix TTC</th><td>${euros(invoice.subtotalCents)}</td></tr>${discount}
<tr><th scope="row">Montant HT</th><td>${euros(invoice.totalExcludingTaxCents)}</td></tr>${vat}
<tr><th scope="row">Total TTC</th><td data-testid="simulated-invoice-total"><strong>${euros(invoice.totalCents)}</strong></td></tr>
</tbody></table>
<p><a href="${escapeHtml(returnTo)}">Revenir à mon abonnement</a></p></div>`,
  );
}

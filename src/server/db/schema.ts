/** Every table, gathered for drizzle-kit and for the typed query builder. */
export * from '../modules/users/users.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/conversations/conversations.tables.js';
export * from '../modules/guest/guest.tables.js';
export * from '../modules/balance/balance.tables.js';
export * from '../modules/billing/billing.tables.js';
export * from '../modules/consent/consent.tables.js';
export * from '../modules/emails/emails.tables.js';
export * from '../adapters/payments/simulated.tables.js';
export * from '../modules/admin/admin.tables.js';
export * from '../adapters/rate-limit/rate-limit.tables.js';
export * from '../modules/maintenance/job-runs.tables.js';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDatabaseKinds())('GET /api/user/export?format=document on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create());
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it('gives a French document a person can read: account, payments, consents, movements, consultations', async () => {
    const me = await createCustomer(t, { tier: 'decouverte', messagesRemaining: 3 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: me.auth,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${created.json().id}/messages`,
      headers: me.auth,
      payload: { content: 'Vais-je déménager à Lyon cette année ?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export?format=document',
      headers: me.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="voyance-ia-mes-donnees-lisibles-\d{4}-\d{2}-\d{2}\.txt"$/,
    );
    const text = res.body.replace(/[\u00a0\u202f]/g, ' ');
    for (const part of [
      'Vos données chez Voyance IA',
      'VOTRE COMPTE',
      'Prénom : Camille',
      'Forfait : Découverte',
      'VOS PAIEMENTS',
      'Aucun paiement.',
      'VOS CONSENTEMENTS',
      'Inscription : acceptation des conditions générales',
      'VOS MESSAGES : ENTRÉES ET SORTIES',
      '(il restait ensuite 2)',
      'VOS CONSULTATIONS',
      'Vous :',
      'Vais-je déménager à Lyon cette année ?',
      'Céleste (IA) :',
    ]) {
      expect(text).toContain(part);
    }
    // Written for a person: no keys, no cents, no UTC timestamps.
    expect(text).not.toMatch(/amountCents|"[a-z]+":|\d{4}-\d{2}-\d{2}T/);
  });
});

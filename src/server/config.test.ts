import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

/** The publisher's identity production requires (D17). */
const LEGAL = {
  LEGAL_COMPANY_NAME: 'Étoile Conseil SAS',
  LEGAL_ADDRESS: '12 rue des Lilas, 75011 Paris',
  LEGAL_RCS: 'RCS Paris 912 345 678',
  LEGAL_DIRECTOR: 'Camille Martin',
  LEGAL_EMAIL: 'contact@voyance.example',
  LEGAL_HOST: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
};

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:5000',
      isProduction: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    // The generated secret is kept, so sessions survive a restart.
    expect(config.jwtSecret).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('trusts only as many proxies as configured, never the client', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('reads ADMIN_EMAILS as lower-cased addresses and names a bad one', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).adminEmails).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ' Chef@Exemple.fr, aide@exemple.fr ,' })
        .adminEmails,
    ).toEqual(['chef@exemple.fr', 'aide@exemple.fr']);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'chef@exemple.fr, pas-une-adresse' }),
    ).toThrow(/ADMIN_EMAILS/);
  });

  it('asks the back office for a second factor in production by default, elsewhere when told', () => {
    const dataDir = tmp();
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      SMTP_URL: 'smtp://mail.voyance.example:587',
      SIMULATED_PAYMENTS: 'true',
      PERSONA_ENGINE: 'true',
      ...LEGAL,
    };
    expect(loadConfig({ DATA_DIR: dataDir }).adminRequireSecondFactor).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_REQUIRE_2FA: 'true' }).adminRequireSecondFactor,
    ).toBe(true);
    expect(loadConfig(production).adminRequireSecondFactor).toBe(true);
    expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: 'false' }).adminRequireSecondFactor).toBe(
      false,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_REQUIRE_2FA: 'oui' })).toThrow(
      /ADMIN_REQUIRE_2FA/,
    );
    // The secrets' key: its own variable when given, the signing secret otherwise.
    expect(loadConfig(production).secondFactorKey).toBe('j'.repeat(40));
    expect(loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'k'.repeat(32) }).secondFactorKey).toBe(
      'k'.repeat(32),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: 'court' })).toThrow(
      /TOTP_ENCRYPTION_KEY/,
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PORT: '', REDIS_URL: '' });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'pas une url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'peut-être' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '*' }, 'TRUST_PROXY'],
    [{ JWT_SECRET: 'court' }, 'JWT_SECRET'],
    [{ ADS_TAG_ID: 'UA-1234' }, 'ADS_TAG_ID'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    // Without SMTP, log-in links would only be kept and logged (ADR 008).
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'SMTP_URL'],
    // Production never takes the simulated provider silently (issue 9).
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY',
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    // The legal notice may not be published without the publisher's identity (D17).
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      'LEGAL_COMPANY_NAME, LEGAL_ADDRESS, LEGAL_RCS, LEGAL_DIRECTOR, LEGAL_EMAIL, LEGAL_HOST',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...LEGAL, LEGAL_HOST: '' },
      'LEGAL_HOST',
    ],
    [{ LEGAL_EMAIL: 'pas-une-adresse' }, 'LEGAL_EMAIL'],
  ])('stops on %o and names %s', (env, variable) => {
    const attempt = () => loadConfig({ DATA_DIR: tmp(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`${variable}:`));
  });

  it('production needs an explicit secret and gets secure defaults', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.voyance.example:587',
      PUBLIC_URL: 'https://voyance.example/',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      OPENAI_API_KEY: 'sk-model',
      ...LEGAL,
    });
    expect(config.isProduction).toBe(true);
    expect(config.llm).toMatchObject({ kind: 'openai', apiKey: 'sk-model' });
    expect(config.legal).toEqual({
      companyName: 'Étoile Conseil SAS',
      companyForm: null,
      shareCapital: null,
      address: '12 rue des Lilas, 75011 Paris',
      rcs: 'RCS Paris 912 345 678',
      director: 'Camille Martin',
      phone: null,
      email: 'contact@voyance.example',
      host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
    });
    expect(config.publicUrl).toBe('https://voyance.example');
    expect(config.payments).toMatchObject({ kind: 'stripe', publishableKey: 'pk_live_x' });
  });

  it('production may run simulated payments only when asked explicitly', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.voyance.example:587',
      SIMULATED_PAYMENTS: 'true',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      ...LEGAL,
    });
    expect(config.payments).toEqual({ kind: 'simulated' });
    expect(config.checkoutFlow).toBe('hosted');
  });

  describe('who writes the replies in production (D22)', () => {
    const READY = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.voyance.example:587',
      SIMULATED_PAYMENTS: 'true',
      ...LEGAL,
    };

    it('refuses to start without a model, naming both ways out on one line', () => {
      const attempt = () => loadConfig({ DATA_DIR: tmp(), ...READY });
      expect(attempt).toThrow(ConfigError);
      const problems = (() => {
        try {
          attempt();
        } catch (error) {
          return (error as Error).message.split('\n').slice(1);
        }
        return [];
      })();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/OPENAI_BASE_URL, OPENAI_API_KEY:.*PERSONA_ENGINE=true/);
      // A model name alone names no endpoint: still refused.
      expect(() => loadConfig({ DATA_DIR: tmp(), ...READY, AI_MODEL: 'gpt-4o-mini' })).toThrow(
        /PERSONA_ENGINE=true/,
      );
      expect(() => loadConfig({ DATA_DIR: tmp(), ...READY, PERSONA_ENGINE: 'false' })).toThrow(
        /PERSONA_ENGINE=true/,
      );
    });

    it('runs on the local persona engine only when asked explicitly', () => {
      const config = loadConfig({ DATA_DIR: tmp(), ...READY, PERSONA_ENGINE: 'true' });
      expect(config.llm).toEqual({ kind: 'local' });
    });

    it('takes a configured model, by its address or its key', () => {
      expect(
        loadConfig({ DATA_DIR: tmp(), ...READY, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).llm,
      ).toMatchObject({ kind: 'openai', baseURL: 'http://127.0.0.1:11434/v1' });
      expect(loadConfig({ DATA_DIR: tmp(), ...READY, OPENAI_API_KEY: 'sk-x' }).llm).toMatchObject({
        kind: 'openai',
        baseURL: 'https://api.openai.com/v1',
      });
    });

    it('outside production, answers with the local engine when no model is configured', () => {
      expect(loadConfig({ DATA_DIR: tmp() }).llm).toEqual({ kind: 'local' });
    });

    it('names PERSONA_ENGINE when its value is not true or false', () => {
      expect(() => loadConfig({ DATA_DIR: tmp(), PERSONA_ENGINE: 'oui' })).toThrow(
        /PERSONA_ENGINE:/,
      );
    });
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createPostgresTestDatabase } from '../../db/test-databases.js';
import { RECOVERED_REPLY_NOTE } from './exchange-recovery.js';

/**
 * The product in a child process, killed in the middle of a reply (SIGKILL: a
 * crash; SIGTERM: a graceful stop), then started again on the same database.
 * Nothing is faked but the model, which speaks the OpenAI wire protocol.
 */
const CHILD = path.resolve(import.meta.dirname, '../../test/child-server.ts');

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

async function startChild(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`child exited (${code}) before listening: ${err}`)),
    );
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/** Reads server-sent events until the model's first words arrive (after the AI disclosure). */
async function untilModelText(response: Response, words: string): Promise<void> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(words)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before any delta: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
}

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

/** A verified customer, through the product's own mail flow (the outbox at /dev/emails). */
async function verifiedCustomer(base: string) {
  const email = `crash.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Camille', email, password: 'secret123', acceptCgu: true }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const list = await (await fetch(`${base}/dev/emails`)).text();
  const id = /href="\/dev\/emails\/(\d+)"/.exec(list)![1];
  const mail = await (await fetch(`${base}/dev/emails/${id}`)).text();
  const link = /\/api\/verify-email\?token=([^"&\s]+)/.exec(mail)!;
  const auth = { authorization: `Bearer ${accessToken}` };
  // What the page the link lands on does: post the token with the browser's session.
  await fetch(`${base}/api/verify-email`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(link[1]!) }),
  });
  const conversation = await json(
    await fetch(`${base}/api/conversations`, { method: 'POST', headers: auth }),
  );
  return { auth, conversationId: conversation.id as number };
}

const streamed = { 'content-type': 'application/json', accept: 'text/event-stream' };
const guestId = () =>
  `guest_${Date.now()}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;

const kinds = [
  { name: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

// Two process start-ups per test: generous, for a loaded machine.
describe.each(kinds)(
  'a reply cut by the process dying, on $name',
  { timeout: 90_000 },
  ({ name }) => {
    let fake: FakeOpenAiServer;
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'voyance-crash-'));
      env = {
        DATA_DIR: dataDir,
        JWT_SECRET: 'crash-test-secret-crash-test-secret-!!',
        OPENAI_BASE_URL: fake.baseURL,
        AI_MODEL: 'test-model',
      };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      if (name === 'postgres') {
        const database = await createPostgresTestDatabase(
          process.env.TEST_DATABASE_URL!,
          inject('postgresTemplate'),
        );
        env.DATABASE_URL = database.url;
        const removeDir = cleanup;
        cleanup = async () => {
          await removeDir();
          await database.drop();
        };
      }
    });
    afterAll(async () => {
      await fake.close();
      await cleanup();
    });

    it('SIGKILL mid-reply: after a restart the message is given back and the gap explained', async () => {
      const first = await startChild(env);
      const customer = await verifiedCustomer(first.base);
      const guest = guestId();
      fake.setScenario({ kind: 'stream-then-hang', chunks: ['Je vois ', 'une carte '] });

      const [customerStream, guestStream] = await Promise.all([
        fetch(`${first.base}/api/conversations/${customer.conversationId}/messages`, {
          method: 'POST',
          headers: { ...customer.auth, ...streamed },
          body: JSON.stringify({ content: 'Que me réserve le mois prochain ?' }),
        }),
        fetch(`${first.base}/api/guest/chat`, {
          method: 'POST',
          headers: streamed,
          body: JSON.stringify({ content: 'Vais-je trouver un travail ?', sessionId: guest }),
        }),
      ]);
      await Promise.all([
        untilModelText(customerStream, 'Je vois'),
        untilModelText(guestStream, 'Je vois'),
      ]);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startChild({ ...env, TEST_STALE_EXCHANGE_MS: '0' });
      try {
        const me = await json(
          await fetch(`${second.base}/api/auth/me`, { headers: customer.auth }),
        );
        expect(me.messagesRemaining).toBe(3);
        const page = await json(
          await fetch(`${second.base}/api/conversations/${customer.conversationId}`, {
            headers: customer.auth,
          }),
        );
        expect(page.messages).toMatchObject([
          { isUser: true, content: 'Que me réserve le mois prochain ?', status: 'complete' },
          { isUser: false, content: RECOVERED_REPLY_NOTE, status: 'interrupted' },
        ]);
        const guestChat = await json(
          await fetch(`${second.base}/api/guest/chat?sessionId=${guest}`),
        );
        expect(guestChat.messagesRemaining).toBe(3);
        expect(guestChat.messages).toMatchObject([
          { isUser: true, content: 'Vais-je trouver un travail ?' },
          { isUser: false, content: RECOVERED_REPLY_NOTE, status: 'interrupted' },
        ]);
      } finally {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    });

    it('SIGTERM mid-reply with a hanging model: it stops within seconds and keeps what was shown, refunded', async () => {
      const first = await startChild(env);
      const customer = await verifiedCustomer(first.base);
      fake.setScenario({ kind: 'stream-then-hang', chunks: ['Le Soleil ', 'éclaire '] });
      const stream = await fetch(
        `${first.base}/api/conversations/${customer.conversationId}/messages`,
        {
          method: 'POST',
          headers: { ...customer.auth, ...streamed },
          body: JSON.stringify({ content: 'Et mon amour ?' }),
        },
      );
      await untilModelText(stream, 'Le Soleil');
      const stoppingAt = Date.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      // Before: the server waited for the open stream until the model's own timeout (34.5 s).
      expect(Date.now() - stoppingAt).toBeLessThan(10_000);

      const second = await startChild(env);
      try {
        const me = await json(
          await fetch(`${second.base}/api/auth/me`, { headers: customer.auth }),
        );
        expect(me.messagesRemaining).toBe(3);
        const page = await json(
          await fetch(`${second.base}/api/conversations/${customer.conversationId}`, {
            headers: customer.auth,
          }),
        );
        const messages = page.messages as Array<Record<string, unknown>>;
        expect(messages).toHaveLength(2);
        expect(messages[1]).toMatchObject({ isUser: false, status: 'interrupted' });
        expect(messages[1]!.content).toContain('Le Soleil éclaire');
      } finally {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    });
  },
);

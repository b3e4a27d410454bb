import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.js';

async function appWithLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const child = vi.spyOn(logger, 'child');
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/silent', () => ({ ok: true }));
  app.get('/logs', (request) => {
    request.log.warn({ reason: 'essai' }, 'avertissement');
    request.log.debug('sous le niveau');
    request.log.child({ step: 2 }).info('étape');
    return { level: request.log.level };
  });
  app.get('/quiet', { logLevel: 'error' }, (request) => {
    request.log.warn('sous le niveau de la route');
    request.log.error('au niveau de la route');
    return { level: request.log.level };
  });
  await app.ready();
  // Fastify's own children, made while it starts, are not the requests'.
  child.mockClear();
  return { app, lines, child };
}

describe('the lazy request logger', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('makes no child logger for a request that does not log', async () => {
    const { app, lines, child } = await appWithLogger();
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/silent' });
    expect(res.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes what pino’s own child writes: the request id, the fields, the levels', async () => {
    const { app, lines, child } = await appWithLogger();
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/logs' });
    expect(res.json()).toEqual({ level: 'info' });
    const reqId = lines[0]?.reqId;
    // One child for the request (the second is the route's own `child` call).
    expect(child.mock.calls.map(([bindings]) => bindings)).toEqual([{ reqId }, { step: 2 }]);
    expect(reqId).toEqual(expect.any(String));
    expect(
      lines.map(({ level, msg, reason, step, reqId: id }) => ({ level, msg, reason, step, id })),
    ).toEqual([
      { level: 40, msg: 'avertissement', reason: 'essai', step: undefined, id: reqId },
      { level: 30, msg: 'étape', reason: undefined, step: 2, id: reqId },
    ]);
  });

  it('keeps a route’s own log level', async () => {
    const { app, lines } = await appWithLogger();
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/quiet' });
    expect(res.json()).toEqual({ level: 'error' });
    expect(lines.map((line) => line.msg)).toEqual(['au niveau de la route']);
  });
});

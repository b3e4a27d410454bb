import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '#shared/error-codes.js';

const PRERENDERED = 'prerendered';

/**
 * The pages the build prerendered (scripts/build-client.mjs), by address:
 * prerendered/index.html is /, prerendered/auth.html is /auth.
 */
function prerenderedPages(clientDir: string): Map<string, string> {
  const folder = path.join(clientDir, PRERENDERED);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'index' ? '/' : `/${page}`, `${PRERENDERED}/${name}`];
      }),
  );
}

/**
 * Serves the built client: hashed assets cached for a year, pages never
 * cached, the prerendered page of an address that has one, and index.html
 * for every other GET so that the router takes over. Unknown /api paths stay
 * JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? prerenderedPages(clientDir) : new Map<string, string>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/compress-build.mjs), found
      // beside the file asked for: they need no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an old hashed asset after a deploy) must be a 404, not the
    // page: a browser would otherwise try to run HTML as a script.
    const pathname = request.url.split('?')[0]!;
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!isApi && !isFile && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(pages.get(pathname) ?? 'index.html');
    }
    return reply.code(404).send({
      message: isApi ? ERRORS['common.route_not_found'] : ERRORS['common.not_found'],
      code: isApi ? 'common.route_not_found' : 'common.not_found',
    });
  });
}

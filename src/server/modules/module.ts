import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';

/**
 * A feature as the app sees it: a name, and how it registers its routes and
 * hooks from the services it uses. The app registers the list in
 * modules/index.ts, in order (ADR 009).
 */
export interface AppModule {
  readonly name: string;
  register(app: FastifyInstance, services: Services): Promise<void>;
}

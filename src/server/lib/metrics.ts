import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestLatencyHistogram } from './request-latency.js';

/**
 * What operators watch (Prometheus, GET /metrics): one registry per app, so
 * that tests building several apps never share counters. Never a message's
 * text, an e-mail or a user id: labels are routes, kinds and outcomes.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // The process's own figures (memory, event loop lag, handles): once per process, not per test app.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const httpDuration = new RequestLatencyHistogram(
    'http_request_duration_seconds',
    'Durée des requêtes HTTP, par route',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  const firstToken = new Histogram({
    name: 'llm_time_to_first_token_seconds',
    help: 'Délai avant le premier morceau de réponse du modèle',
    labelNames: ['llm'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers: [registry],
  });
  const replyDuration = new Histogram({
    name: 'llm_reply_duration_seconds',
    help: 'Durée d’une réponse du modèle, du premier appel à la fin',
    labelNames: ['llm', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers: [registry],
  });
  const messagesSent = new Counter({
    name: 'chat_messages_sent_total',
    help: 'Messages acceptés et mis en réponse (clients et visiteurs)',
    registers: [registry],
  });
  const refunds = new Counter({
    name: 'chat_refunds_total',
    help: 'Messages rendus : réponse en échec (failed) ou coupée par nous (interrupted)',
    labelNames: ['cause'] as const,
    registers: [registry],
  });
  const careAnswers = new Counter({
    name: 'care_answers_total',
    help: 'Réponses de la couche d’aide, par niveau, par nature et par source : règles (rules), modèle appris (learned), les deux (both), second avis (second_avis) ; jamais de texte',
    labelNames: ['level', 'kind', 'source'] as const,
    registers: [registry],
  });
  const webhookEvents = new Counter({
    name: 'payment_webhook_events_total',
    help: 'Événements de paiement reçus, par type et par issue',
    labelNames: ['type', 'result'] as const,
    registers: [registry],
  });

  return {
    registry,
    httpDuration,
    firstToken,
    replyDuration,
    messagesSent,
    refunds,
    careAnswers,
    webhookEvents,
    /** A gauge read when scraped (streams in flight, the outbox's backlog). */
    gauge(name: string, help: string, read: () => number | Promise<number>) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

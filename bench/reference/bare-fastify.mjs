// The framework's floor for GET /api/config: Fastify with nothing of ours, no
// hook, no logger, answering the app's very bytes (its body and its headers,
// read from the app by the bench and given in REFERENCE_ANSWER). What the app
// costs beyond it is ours; what it costs beyond node:http is Fastify's.
import Fastify from 'fastify';

const { body, headers } = JSON.parse(process.env.REFERENCE_ANSWER);
const app = Fastify({ logger: false });

app.get('/api/config', (_request, reply) => {
  reply.headers(headers).send(body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

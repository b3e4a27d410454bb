// The floor of a streamed send with the app's parts and round trips: Fastify,
// fast-jwt's check of the token (remembered, as the app's), one prepared read (the balance, the conversation if it is
// the sender's, the latest messages), one count in Redis at the same time, one
// committed statement that takes a message and stores the person's, the
// model's stream asked for meanwhile and relayed as events, its second opinion
// asked at the first piece, and one statement that stores the reply. Nothing
// else: no care layer, title, ledger, metrics, log or validation. Same
// database, tokens, model and Redis as the app (its keys apart).
import Fastify from 'fastify';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { createParser } from 'eventsource-parser';

const verify = createVerifier({ key: process.env.JWT_SECRET, algorithms: ['HS256'], cache: 1000 });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, min: 10, max: 10 });
const model = process.env.MODEL_URL;
const system = process.env.SYSTEM_PROMPT;
const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
const modelHeaders = { 'content-type': 'application/json', authorization: 'Bearer bench' };

const HIT = `local count = redis.call('incr', KEYS[1])
redis.call('pexpire', KEYS[1], ARGV[1], 'NX')
return count`;
let count;
if (process.env.REDIS_URL) {
  const redis = new Redis(process.env.REDIS_URL);
  redis.defineCommand('hit', { numberOfKeys: 1, lua: HIT });
  count = (key) => redis.hit(key, 60_000);
} else {
  const counts = new Map();
  count = async (key) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n;
  };
}

const READ = `select b.messages_remaining, c.id as conversation_id,
  (select json_agg(recent order by recent.created_at, recent.id) from (
    select content, is_user, created_at, id from messages where conversation_id = c.id
    order by created_at desc, id desc limit 19) recent) as recent
  from message_balances b left join conversations c on c.id = $2 and c.user_id = b.user_id
  where b.user_id = $1`;
const STORE = `with taken as (
    update message_balances set messages_remaining = messages_remaining - 1
    where user_id = $1 and messages_remaining > 0 returning messages_remaining)
  insert into messages (conversation_id, content, is_user, status)
  select $2, $3, true, 'pending' from taken
  returning id, (select messages_remaining from taken)`;
const CLOSE = `with closed as (
    update messages set status = 'complete' where id = $1 and status = 'pending'
    returning conversation_id)
  insert into messages (conversation_id, content, is_user, status)
  select conversation_id, $2, false, 'complete' from closed returning id`;

const event = (name, data) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const askModel = (path, body) =>
  request(model + path, {
    method: 'POST',
    headers: modelHeaders,
    body: JSON.stringify(body),
    dispatcher,
  });

const app = Fastify({ logger: false });

app.post('/api/conversations/:id/messages', async (req, reply) => {
  let userId;
  try {
    userId = Number(verify((req.headers.authorization ?? '').slice(7)).sub);
  } catch {
    return reply.code(401).send({ message: 'Non authentifié' });
  }
  const conversationId = Number(req.params.id);
  const { content } = req.body;
  const reading = pool.query({ name: 'read', text: READ, values: [userId, conversationId] });
  const counting = count(`minimal:${userId}`);
  const [{ rows }, sent] = await Promise.all([reading, counting]);
  const context = rows[0];
  if (!context?.conversation_id) return reply.code(404).send({ message: 'Introuvable' });
  if (sent > 20) return reply.code(429).send({ message: 'Trop de messages' });
  const storing = pool.query({
    name: 'store',
    text: STORE,
    values: [userId, conversationId, content],
  });
  const history = (context.recent ?? []).map((m) => ({
    role: m.is_user ? 'user' : 'assistant',
    content: m.content,
  }));
  const answering = askModel('/chat/completions', {
    model: 'bench',
    messages: [{ role: 'system', content: system }, ...history, { role: 'user', content }],
    stream: true,
  });
  const stored = (await storing).rows[0];
  if (!stored) {
    answering.then((answer) => answer.body.destroy());
    return reply.code(402).send({ message: 'Plus de messages' });
  }
  // As the app does: the stream opens once the message is stored, before the model answers.
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  raw.write(event('start', { id: stored.id, messagesRemaining: stored.messages_remaining }));
  const answer = await answering;
  const events = [];
  const parser = createParser({ onEvent: (e) => events.push(e) });
  const decoder = new TextDecoder();
  let text = '';
  let opinion;
  let finished = false;
  // Read to the body's end, as the app does: its connection then serves again.
  for await (const bytes of answer.body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    for (const e of events.splice(0)) {
      if (finished || e.data === '[DONE]') {
        finished = true;
        continue;
      }
      const piece = JSON.parse(e.data).choices?.[0]?.delta?.content;
      if (!piece) continue;
      text += piece;
      raw.write(event('delta', { text: piece }));
      opinion ??= askModel('/moderations', { input: content }).then((r) => r.body.json());
    }
  }
  await opinion;
  const closed = await pool.query({ name: 'close', text: CLOSE, values: [stored.id, text] });
  raw.end(event('done', { id: closed.rows[0]?.id, messagesRemaining: stored.messages_remaining }));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// Stopped by the bench: exits at once (a CPU profile, if asked for, is written then).
process.once('SIGTERM', () => process.exit(0));

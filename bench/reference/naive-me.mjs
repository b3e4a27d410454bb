// The naive reference for GET /api/auth/me: Fastify, jose's JWT check and one
// prepared select, the least a correct /me could do. Same database, same token.
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/auth/me', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  try {
    const { payload } = await jwtVerify(header.slice(7), secret, { algorithms: ['HS256'] });
    const { rows } = await pool.query({
      name: 'me',
      text: 'select id, email, first_name from users where id = $1',
      values: [Number(payload.sub)],
    });
    if (!rows[0]) return reply.code(401).send({ message: 'Non authentifié' });
    return { id: rows[0].id, email: rows[0].email, firstName: rows[0].first_name };
  } catch {
    return reply.code(401).send({ message: 'Non authentifié' });
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

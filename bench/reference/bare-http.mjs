// The floor: a bare node:http server answering a small JSON, nothing else.
import { createServer } from 'node:http';

const body = JSON.stringify({ ok: true });
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');

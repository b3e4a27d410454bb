// `npm start`: the compiled server (dist/app), built first with the client if
// either is missing, run in this same process so that signals reach it.
import { existsSync } from 'node:fs';
import { buildServer, SERVER_ENTRY } from './build-server.mjs';
import { ensureClientBuild } from './ensure-client-build.mjs';

ensureClientBuild();
if (!existsSync(SERVER_ENTRY)) {
  console.log('Aucune build du serveur : compilation en cours (tsc)…');
  buildServer();
}
await import(SERVER_ENTRY);

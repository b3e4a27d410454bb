// `npm start`: the compiled server (dist/app), built first with the client if
// either is missing, run in this same process so that signals reach it.
import { existsSync } from 'node:fs';
import { buildServer, SERVER_ENTRY } from './build-server.mjs';
import { ensureClientBuild } from './ensure-client-build.mjs';

// D22: with no model configured the local persona engine answers, and says so;
// production must ask for it itself (PERSONA_ENGINE=true), never this script.
const env = process.env;
const noModel = !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY;
if (noModel && env.NODE_ENV !== 'production') {
  env.PERSONA_ENGINE ||= 'true';
  console.info(
    'Aucun modèle configuré (OPENAI_BASE_URL, OPENAI_API_KEY) : les réponses viennent du moteur local simple (PERSONA_ENGINE=true), ce que chaque page signale.',
  );
}

ensureClientBuild();
if (!existsSync(SERVER_ENTRY)) {
  console.log('Aucune build du serveur : compilation en cours (tsc)…');
  buildServer();
}
await import(SERVER_ENTRY);

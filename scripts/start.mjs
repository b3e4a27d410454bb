// `npm start`: builds the client when no build is there, then runs the server
// (TypeScript through tsx's loader, in this same process so signals reach it).
import path from 'node:path';
import { ensureClientBuild, root } from './ensure-client-build.mjs';

ensureClientBuild();
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));

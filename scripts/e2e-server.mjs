// The server the end-to-end tests run against: the product plus the test
// harness's control port (e2e/support/e2e-server.ts).
import path from 'node:path';
import { ensureClientBuild, root } from './ensure-client-build.mjs';

ensureClientBuild();
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'e2e/support/e2e-server.ts'));

// Keeps the architecture's boundaries (ARCHITECTURE.md, convention 7; issue 41,
// « Rooms that keep their doors »): the client never imports the server,
// src/shared imports neither side nor any DOM or Node API, and one-way zones
// inside each side:
// - client: lib and components → features → app, never back; features do not
//   import each other;
// - server: a module never imports another module's routes (its routes are
//   its own door; what others need moves to a file of its own), and only the
//   balance module reaches the balance's repository: everyone else moves a
//   balance through the named operations of balance.service.ts.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

/** Where a file sits: its side, and its zone and unit inside that side. */
function areaOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second, third] = rel.split(path.sep);
  if (top === 'client') {
    const zone = ['lib', 'components', 'features', 'app'].includes(second) ? second : null;
    return { side: 'client', zone, feature: zone === 'features' ? third : undefined };
  }
  if (top === 'server' && second === 'modules' && third && rel.split(path.sep).length > 3) {
    return { side: 'server', module: third };
  }
  return { side: top };
}

function resolve(fromFile, source) {
  if (source.startsWith('@/')) return path.join(SRC, 'client', source.slice(2));
  if (source.startsWith('#shared/'))
    return path.join(SRC, 'shared', source.slice('#shared/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

const NODE_OR_DOM = /^(node:|react($|-dom|\/))/;
const ROUTES = /\.routes(\.[jt]sx?)?$/;
const BALANCE_REPOSITORY = path.join(SRC, 'server', 'modules', 'balance', 'balance.repository');
const TEST_SUPPORT = path.join(SRC, 'server', 'test') + path.sep;
const isTest = (file) => /\.test\.tsx?$/.test(file);

export default {
  meta: {
    type: 'problem',
    messages: {
      clientToServer: 'The client must not import server code ({{source}}).',
      sharedToSide: 'src/shared must not import client or server code ({{source}}).',
      sharedPlatform: 'src/shared must stay free of DOM and Node APIs ({{source}}).',
      featureToFeature:
        'Feature "{{from}}" must not import feature "{{to}}": move the shared piece to lib/ or components/.',
      upward:
        'src/client/{{from}} must not import src/client/{{to}} ({{source}}): zones go one way, lib and components → features → app.',
      foreignRoutes:
        'Module "{{from}}" must not import the routes of module "{{to}}" ({{source}}): move what it needs to a file of its own.',
      balanceRepository:
        'Only the balance module writes balances ({{source}}): use a named operation of balance/balance.service.ts.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const test = isTest(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (from.side === 'shared' && NODE_OR_DOM.test(source)) {
        context.report({ node, messageId: 'sharedPlatform', data: { source } });
        return;
      }
      const target = resolve(file, source);
      const to = target && areaOf(target);
      if (!to) return;
      const report = (messageId, data) => context.report({ node, messageId, data });
      if (from.side === 'client' && to.side === 'server') {
        report('clientToServer', { source });
      } else if (from.side === 'shared' && (to.side === 'client' || to.side === 'server')) {
        report('sharedToSide', { source });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        report('featureToFeature', { from: from.feature, to: to.feature });
      } else if (from.side === 'client' && to.side === 'client' && isUpward(from.zone, to.zone)) {
        report('upward', { from: from.zone, to: to.zone, source });
      } else if (
        !test &&
        from.module &&
        to.module &&
        from.module !== to.module &&
        ROUTES.test(target)
      ) {
        report('foreignRoutes', { from: from.module, to: to.module, source });
      } else if (
        !test &&
        !file.startsWith(TEST_SUPPORT) &&
        from.module !== 'balance' &&
        target.replace(/\.[jt]sx?$/, '') === BALANCE_REPOSITORY
      ) {
        report('balanceRepository', { source });
      }
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

const RANK = { lib: 0, components: 0, features: 1, app: 2 };

/** A zone may import its own rank or lower: lib and components, then features, then app. */
function isUpward(fromZone, toZone) {
  if (!(fromZone in RANK) || !(toZone in RANK)) return false;
  return RANK[toZone] > RANK[fromZone];
}

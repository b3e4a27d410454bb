// Keeps the architecture's boundaries (ARCHITECTURE.md, convention 7):
// the client never imports the server, src/shared imports neither side nor
// any DOM or Node API, and client features do not import each other.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

function areaOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [top, second, third] = rel.split(path.sep);
  if (top === 'client' && second === 'features') return { side: 'client', feature: third };
  return { side: top };
}

function resolve(fromFile, source) {
  if (source.startsWith('@/')) return path.join(SRC, 'client', source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

const NODE_OR_DOM = /^(node:|react($|-dom|\/))/;

export default {
  meta: {
    type: 'problem',
    messages: {
      clientToServer: 'The client must not import server code ({{source}}).',
      sharedToSide: 'src/shared must not import client or server code ({{source}}).',
      sharedPlatform: 'src/shared must stay free of DOM and Node APIs ({{source}}).',
      featureToFeature:
        'Feature "{{from}}" must not import feature "{{to}}": move the shared piece to lib/ or components/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
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
      if (from.side === 'client' && to.side === 'server') {
        context.report({ node, messageId: 'clientToServer', data: { source } });
      } else if (from.side === 'shared' && (to.side === 'client' || to.side === 'server')) {
        context.report({ node, messageId: 'sharedToSide', data: { source } });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'featureToFeature',
          data: { from: from.feature, to: to.feature },
        });
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

// One writer per table (ARCHITECTURE.md, convention 12; ADR 009): a module's
// tables (`<module>/*.tables.ts`) are imported only by that module. Two
// exceptions, both read-only by construction:
// - another tables file, for a foreign key;
// - a read model (`*.read.ts`), which joins several modules' tables in one
//   query and may only select: insert, update and delete are refused there.
// Tests, the database's schema index and the test harness are not modules.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'src', 'server');

/** `modules/<name>` or `adapters/<name>` for a file of the server, else null. */
function ownerOf(file) {
  const rel = path.relative(SERVER, file);
  if (rel.startsWith('..')) return null;
  const [area, name] = rel.split(path.sep);
  return area === 'modules' || area === 'adapters' ? `${area}/${name}` : null;
}

const isTablesFile = (file) => /\.tables\.(ts|js)$/.test(file);
const isReadModel = (file) => /\.read\.ts$/.test(file);
const isTest = (file) => /\.test\.ts$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function resolve(fromFile, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(fromFile), source).replace(/\.js$/, '.ts');
}

const WRITES = new Set(['insert', 'update', 'delete']);

export default {
  meta: {
    type: 'problem',
    messages: {
      foreignTable:
        '{{table}} belongs to {{owner}}: call its service or repository, or read it from a *.read.ts read model.',
      readModelWrites: 'A read model only reads: {{method}}() belongs in the owning module.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const owner = ownerOf(file);
    if (!owner || isTest(file)) return {};
    const readModel = isReadModel(file);
    return {
      ImportDeclaration(node) {
        const target = resolve(file, node.source.value);
        if (!target || !isTablesFile(target)) return;
        const targetOwner = ownerOf(target);
        if (!targetOwner || targetOwner === owner) return;
        if (isTablesFile(file) || readModel) return;
        context.report({
          node,
          messageId: 'foreignTable',
          data: { table: path.relative(SERVER, target), owner: targetOwner },
        });
      },
      CallExpression(node) {
        if (!readModel) return;
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
          if (WRITES.has(callee.property.name)) {
            context.report({
              node,
              messageId: 'readModelWrites',
              data: { method: callee.property.name },
            });
          }
        }
      },
    };
  },
};

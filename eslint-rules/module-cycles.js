// No cycle between the server's modules (issue 41): if module A imports module
// B, nothing B imports may lead back to A. A cycle of files across modules is
// one between the modules, so it is caught too; a module's own files may import
// each other. Only imports that exist at run time count (`import type` is
// erased), as for import/no-cycle; tests may import what they need. The
// modules' graph is read once per ESLint process with TypeScript's parser (a
// few hundred files, well under a second) rather than following every import
// of every file as no-cycle does; an editor's long-lived ESLint sees a new
// edge after a restart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'src', 'server', 'modules');

const isTest = (file) => /\.test\.ts$/.test(file);

/** `users` for src/server/modules/users/…; null for a file outside a module (index.ts, services.ts). */
function moduleOf(file) {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The relative specifiers a file imports at run time (static, re-exports and import()). */
function runtimeImports(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.ts$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

let graph = null;

/** module → the modules its files import at run time, read from disk once. */
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of filesUnder(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'), file)) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The way from `start` to `goal` through the modules' imports, or null. */
function pathBetween(start, goal) {
  const edges = moduleGraph();
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const way = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of edges.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** `import type`, `import { type A }` and `export type … from` leave nothing at run time. */
function erasedAtRunTime(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.type === 'ImportDeclaration' ? node.specifiers : [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type');
}

export default {
  meta: {
    type: 'problem',
    messages: {
      cycle:
        'Module cycle: {{cycle}}. Move the shared piece down to a module both can import, or hand it in from services.ts.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || erasedAtRunTime(node)) return;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      const back = pathBetween(to, from);
      if (back) {
        context.report({ node, messageId: 'cycle', data: { cycle: [from, ...back].join(' → ') } });
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

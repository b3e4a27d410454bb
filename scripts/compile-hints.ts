import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136): every function of a script that
 * starts with it is compiled with the script, on the thread that streams it,
 * instead of on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks with COMPILE_HINT the chunks a first visit to a prerendered page runs
 * at once: the entry, the prerendered screens (`screens`, their modules'
 * paths) and all they import statically. Hydrating them compiled about a
 * thousand functions on the main thread, one at a time, inside its long tasks
 * (issue 41); lazy screens loaded later keep V8's lazy compilation.
 */
export function compileHintsForStart(screens: readonly string[]): Plugin {
  return {
    name: 'compile-hints-for-start',
    apply: 'build',
    // After minification, which drops comments; the hint is the same in every
    // build, so the file names' hashes need not cover it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const starts = chunks.filter(
          (chunk) =>
            chunk.isEntry ||
            (chunk.facadeModuleId !== null && screens.includes(chunk.facadeModuleId)),
        );
        const marked = startClosure(starts, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
        for (const chunk of chunks)
          if (marked.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}

/** The given chunks and every chunk they import statically, by file name. */
export function startClosure(
  starts: readonly Pick<Rollup.OutputChunk, 'fileName'>[],
  chunks: Readonly<Record<string, Pick<Rollup.OutputChunk, 'imports'>>>,
): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    if (closure.has(fileName)) return;
    closure.add(fileName);
    chunks[fileName]?.imports.forEach(visit);
  };
  starts.forEach((start) => visit(start.fileName));
  return closure;
}

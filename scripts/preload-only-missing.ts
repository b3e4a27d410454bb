import type { Plugin, Rollup, UserConfig } from 'vite';

type ModulePreload = Exclude<
  NonNullable<UserConfig['build']>['modulePreload'],
  boolean | undefined
>;

/**
 * Vite's dynamic imports add a `<link rel="modulepreload">` for every chunk the
 * imported one needs, including those its importer already loaded statically
 * (React, the router…), each a main-thread step before the screen can
 * hydrate (about 2.5 ms apiece on a throttled phone, issue 12). This keeps the
 * links for what is not loaded yet: 281 in all the app's lazy imports instead
 * of 423.
 *
 * Returns the plugin that reads the bundle's import graph, and the
 * `build.modulePreload` setting that uses it.
 */
export function preloadOnlyMissing(): { plugin: Plugin; modulePreload: ModulePreload } {
  let bundle: Rollup.OutputBundle = {};
  const loadedWith = new Map<string, Set<string>>();

  /** The chunk and everything it imports statically, all there once it runs. */
  const staticClosure = (fileName: string): Set<string> => {
    const known = loadedWith.get(fileName);
    if (known) return known;
    const closure = new Set<string>();
    const visit = (name: string) => {
      if (closure.has(name)) return;
      closure.add(name);
      const chunk = bundle[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(fileName);
    loadedWith.set(fileName, closure);
    return closure;
  };

  return {
    plugin: {
      name: 'preload-only-missing',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the preload lists.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = staticClosure(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  };
}

import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the screen's chunk now; once it is there, the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A screen in its own chunk, like React.lazy, that can also be loaded ahead
 * and then renders without suspending, which React.lazy never does the first
 * time. A prerendered screen must hydrate in the first pass (main.tsx): a
 * Suspense boundary React leaves to hydrate later is drawn afresh, the
 * server's markup and what was typed into it thrown away, as soon as
 * anything above it renders again (the session check does, at once), unless
 * its chunk is there by then (ADR 017).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  function Screen() {
    // Chosen once per mount: switching type later would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Screen.preload = async () => {
    loaded = (await load()).default;
  };
  return Screen;
}

import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the screen's chunk now; once it is there, the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A screen in its own chunk, like React.lazy, that can also be loaded ahead:
 * a prerendered page hydrates only if its first render does not suspend
 * (main.tsx), which React.lazy always does the first time.
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

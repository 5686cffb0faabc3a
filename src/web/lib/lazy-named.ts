/**
 * React's `lazy` for a module's named export: `lazyNamed(() => import('./Page'), 'Page')`. The
 * page's code is fetched when it first renders (one chunk per page, decision 059), or earlier
 * through `preload()`: once its code has run, the component renders at once, without
 * suspending again (decision 064).
 */
import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy
export type PreloadableComponent<Component extends ComponentType<any>> = FunctionComponent<
  ComponentProps<Component>
> & {
  /** Fetches and runs the component's code; settles (never rejects) when that is done or failed. */
  preload(): Promise<void>;
};

export function lazyNamed<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy
  Module extends Record<Name, ComponentType<any>>,
  Name extends string,
>(load: () => Promise<Module>, name: Name): PreloadableComponent<Module[Name]> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<Module[Name]> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed fetch may pass (the connection came back): the next render asks again.
        loading = undefined;
        throw error;
      },
    ));
  // `loaded` is set before this resolves, so once the code has arrived every render takes the
  // direct path below: the lazy one never shows content, and nothing is mounted twice.
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloadable(props: ComponentProps<Module[Name]>) {
    return createElement(loaded ?? Lazy, props);
  }
  Preloadable.displayName = name;
  Preloadable.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Preloadable;
}

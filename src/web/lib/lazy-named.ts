/**
 * React's `lazy` for a module's named export: `lazyNamed(() => import('./Page'), 'Page')`. The
 * page's code is fetched when it first renders (one chunk per page, decision 059).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyNamed<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy
  Module extends Record<Name, ComponentType<any>>,
  Name extends string,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The development build's JSX runtime: React's, with French spacing (./jsx-runtime.ts). */
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { spaceChildren } from './spaced';

export type { JSX } from 'react/jsx-dev-runtime';
export { Fragment };

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, spaceChildren(type, props), key, isStatic, source, self);

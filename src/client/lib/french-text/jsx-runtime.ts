/**
 * The JSX runtime of the client's own code (tsconfig.client.json's
 * jsxImportSource, vite.config.ts, vitest.config.ts): React's, with French
 * spacing on the text children of every element (./spaced.ts, ADR 017).
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { spaceChildren } from './spaced';

export type { JSX } from 'react/jsx-runtime';
export { Fragment };

export const jsx: typeof reactJsx = (type, props, key) =>
  reactJsx(type, spaceChildren(type, props), key);

export const jsxs: typeof reactJsxs = (type, props, key) =>
  reactJsxs(type, spaceChildren(type, props), key);

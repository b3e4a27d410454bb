import { createElement, Fragment, type ReactNode } from 'react';
import { frenchSpacing } from '#shared/french-spacing';

/** Text that is shown as typed: code, and the fields' own content. */
const VERBATIM_ELEMENTS = new Set(['pre', 'code', 'textarea', 'script', 'style']);
/** Components whose text children are not shown as they are (markdown source, for one). */
const verbatimComponents = new WeakSet<object>();

/** A component whose string children are data, not text to draw: they pass unchanged. */
export function keepChildrenAsTyped(component: object): void {
  verbatimComponents.add(component);
}

const spaced = (child: unknown) => (typeof child === 'string' ? frenchSpacing(child) : child);

function drawsText(type: unknown): boolean {
  if (typeof type === 'string') return !VERBATIM_ELEMENTS.has(type);
  if (type === Fragment) return true;
  return (typeof type === 'function' || typeof type === 'object') && type !== null
    ? !verbatimComponents.has(type)
    : false;
}

/**
 * Every text the app draws gets French spacing (src/shared/french-spacing.ts,
 * issue 39): the string children of each element, as it is created, so that
 * no screen can forget it. Components get it too (a Radix title's text is
 * drawn by Radix's own elements, which this does not see). ADR 017: the JSX
 * runtime (./jsx-runtime.ts) is the one place every element of ours goes
 * through, as Preact's `options.vnode` was.
 */
export function spaceChildren<P>(type: unknown, props: P): P {
  const children = (props as { children?: unknown } | null)?.children;
  if (children === undefined || !drawsText(type)) return props;
  if (typeof children === 'string') {
    const text = frenchSpacing(children);
    return text === children ? props : { ...props, children: text };
  }
  if (Array.isArray(children) && children.some((child) => typeof child === 'string')) {
    return { ...props, children: children.map(spaced) };
  }
  return props;
}

/**
 * React's createElement with the same spacing, for a library that builds the
 * elements itself (markdown-to-jsx draws a reply through it).
 */
export const createSpacedElement = ((
  type: Parameters<typeof createElement>[0],
  props: Record<string, unknown> | null,
  ...children: ReactNode[]
) =>
  createElement(
    type,
    spaceChildren(type, props),
    // markdown-to-jsx hands its children over as one array.
    ...(drawsText(type)
      ? children.map(
          (child) => (Array.isArray(child) ? child.map(spaced) : spaced(child)) as ReactNode,
        )
      : children),
  )) as typeof createElement;

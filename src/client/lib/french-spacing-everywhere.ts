import { Fragment, options, type VNode } from 'preact';
import { frenchSpacing } from '../../shared/french-spacing';

/** Text that is shown as typed: code, and the fields' own content. */
const VERBATIM = new Set(['pre', 'code', 'textarea', 'script', 'style']);

const spaced = (child: unknown) => (typeof child === 'string' ? frenchSpacing(child) : child);

/**
 * Every text the app draws gets French spacing (src/shared/french-spacing.ts,
 * issue 39): each element's text children pass through it as the element is
 * created (an element or a fragment), the prerender's included, so that no screen can forget it. Preact's
 * `options.vnode` is the one place every element goes through (ADR 014).
 */
export function spaceFrenchTextEverywhere() {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { children?: unknown } | null;
    const drawn =
      vnode.type === Fragment || (typeof vnode.type === 'string' && !VERBATIM.has(vnode.type));
    if (props && drawn) {
      const { children } = props;
      if (typeof children === 'string') props.children = frenchSpacing(children);
      else if (Array.isArray(children)) props.children = children.map(spaced);
    }
    next?.(vnode);
  };
}

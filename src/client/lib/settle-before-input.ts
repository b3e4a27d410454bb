import { options } from 'preact';

/** Input that must find the page settled: every render and effect already run. */
const DISCRETE_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'click', 'focusin'];
/** Preact's own fallback when no frame comes (a hidden tab). */
const FRAME_TIMEOUT_MS = 35;
/** A render whose effects render again, and so on: a loop that never ends is a bug, not input. */
const MAX_ROUNDS = 25;

/**
 * Preact renders in a microtask and runs effects after the next frame; React
 * runs both before it handles the next key or click, and the libraries
 * written for React rely on that (ADR 014). Radix, for one, keeps a single
 * Escape listener on the topmost dialog, moved in effects: a key pressed
 * within a frame of opening a dialog over another closed both (seen in the
 * legal texts' e2e test). Here a capturing listener on the window settles
 * the page first, before the event reaches anyone.
 */
export function settleBeforeInput(target: Window = window): void {
  let renders: (() => void) | null = null;
  let effects: (() => void) | null = null;
  const runRenders = () => {
    const run = renders;
    renders = null;
    run?.();
  };
  const runEffects = () => {
    const run = effects;
    effects = null;
    run?.();
  };
  options.debounceRendering = (process) => {
    renders = process;
    queueMicrotask(runRenders);
  };
  options.requestAnimationFrame = (flush) => {
    effects = flush;
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(runEffects);
    };
    const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
    const frame = requestAnimationFrame(done);
  };
  // Effects may set state, whose render has effects of its own: until nothing is owed.
  const settle = () => {
    for (let round = 0; round < MAX_ROUNDS && (renders || effects); round++) {
      runRenders();
      runEffects();
    }
  };
  for (const type of DISCRETE_EVENTS) target.addEventListener(type, settle, { capture: true });
}

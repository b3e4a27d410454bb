import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showOutsidePress } from './show-outside-press';

/** A pointer event as the browser sends it, for the part this module reads. */
const pointer = (type: string, pointerId = 1) => Object.assign(new Event(type), { pointerId });

describe('showOutsidePress', () => {
  let page: EventTarget;
  let show: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    page = new EventTarget();
    show = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after the delay when nothing is pressed', () => {
    showOutsidePress(page, 2000, show);

    vi.advanceTimersByTime(1999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('waits for a press under way to end, then for the click it makes', () => {
    showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown'));

    vi.advanceTimersByTime(5000);
    expect(show).not.toHaveBeenCalled();

    page.dispatchEvent(pointer('pointerup'));
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledOnce();
  });

  it('waits for every finger, and takes a cancelled touch as an end', () => {
    showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown', 1));
    page.dispatchEvent(pointer('pointerdown', 2));
    vi.advanceTimersByTime(2000);

    page.dispatchEvent(pointer('pointerup', 1));
    vi.advanceTimersByTime(100);
    expect(show).not.toHaveBeenCalled();

    page.dispatchEvent(pointer('pointercancel', 2));
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledOnce();
  });

  it('a press that ended before the delay holds nothing', () => {
    showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown'));
    page.dispatchEvent(pointer('pointerup'));

    vi.advanceTimersByTime(2000);
    expect(show).toHaveBeenCalledOnce();
  });

  it('does not wait for a release that a window without focus may never hear', () => {
    showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown'));
    vi.advanceTimersByTime(2000);

    page.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledOnce();
  });

  it("a field's blur, as the press moves the focus, does not end the press", () => {
    showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown'));
    // A field's blur reaches the window on its way down (the listener captures).
    const fieldBlur = new Event('blur');
    Object.defineProperty(fieldBlur, 'target', { value: new EventTarget() });
    page.dispatchEvent(fieldBlur);
    vi.advanceTimersByTime(3000);
    expect(show).not.toHaveBeenCalled();

    page.dispatchEvent(pointer('pointerup'));
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledOnce();
  });

  it('once cancelled, shows nothing and stops listening', () => {
    const listening = vi.spyOn(page, 'removeEventListener');
    const cancel = showOutsidePress(page, 2000, show);
    page.dispatchEvent(pointer('pointerdown'));
    vi.advanceTimersByTime(2000);

    cancel();
    page.dispatchEvent(pointer('pointerup'));
    vi.advanceTimersByTime(1000);

    expect(show).not.toHaveBeenCalled();
    expect(listening.mock.calls.map(([type]) => type).sort()).toEqual([
      'blur',
      'pointercancel',
      'pointerdown',
      'pointerup',
    ]);
  });

  it('shows once only, and listens no more after showing', () => {
    const listening = vi.spyOn(page, 'removeEventListener');
    showOutsidePress(page, 2000, show);
    vi.advanceTimersByTime(2000);
    page.dispatchEvent(pointer('pointerdown'));
    page.dispatchEvent(pointer('pointerup'));
    vi.advanceTimersByTime(1000);

    expect(show).toHaveBeenCalledOnce();
    expect(listening).toHaveBeenCalledTimes(4);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import painted from './client-painted';

/** Runs the directive with a visible or hidden document; returns how often it hydrated and the queued frame. */
function start(visibility: 'visible' | 'hidden') {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('document', { visibilityState: visibility });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  let hydrated = 0;
  const load = () => Promise.resolve(async () => void (hydrated += 1));
  void painted(load, { name: 'painted', value: '' }, {} as HTMLElement);
  return { frames, hydrated: () => hydrated };
}

describe('client:painted', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the island only after the next frame has been drawn, in a task after it', async () => {
    vi.useFakeTimers();
    const { frames, hydrated } = start('visible');
    await vi.runAllTimersAsync();
    expect(hydrated()).toBe(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(hydrated()).toBe(0);
    await vi.runAllTimersAsync();
    expect(hydrated()).toBe(1);
  });

  it('a hidden tab (no frames) hydrates at once', async () => {
    const { frames, hydrated } = start('hidden');
    await Promise.resolve();
    await Promise.resolve();
    expect(frames).toHaveLength(0);
    expect(hydrated()).toBe(1);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResource } from './resource';

/** A load whose answers the test gives by hand, in any order. */
function manualLoads<T>() {
  const calls: Array<{ key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

describe('useResource (the one data-loading hook)', () => {
  it('never shows a slow answer for an old key over the answer for the new one, and aborts the old call', async () => {
    const { calls, load } = manualLoads<string>();
    const { result, rerender } = renderHook(({ k }) => useResource(k, load(k)), { initialProps: { k: 'barn' } });
    rerender({ k: 'garden' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('garden results'));
    await act(async () => calls[0]?.resolve('barn results'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'garden results', refreshing: false });
  });

  it('shows loading for a new key at once (not the previous data), unless keepPrevious', async () => {
    const { calls, load } = manualLoads<string>();
    const plain = renderHook(({ k }) => useResource(k, load(k)), { initialProps: { k: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve('A'));
    plain.rerender({ k: 'b' });
    expect(plain.result.current.state).toEqual({ status: 'loading' });

    const kept = renderHook(({ k }) => useResource(k, load(k), { keepPrevious: true }), { initialProps: { k: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]?.resolve('A'));
    kept.rerender({ k: 'b' });
    expect(kept.result.current.state).toEqual({ status: 'ready', data: 'A', refreshing: true });
  });

  it('reload() keeps the data on screen while refreshing and keeps it when the reload fails; retry() starts over', async () => {
    const { calls, load } = manualLoads<string>();
    const { result } = renderHook(() => useResource('list', load('list')));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve('first'));
    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'first', refreshing: true });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]?.reject(new Error('offline')));
    await reloaded;
    expect(result.current.state).toEqual({ status: 'ready', data: 'first', refreshing: false });

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]?.reject(new Error('down')));
    expect(result.current.state).toMatchObject({ status: 'error' });
  });

  it('aborts the call under way on unmount, and loads nothing for a null key', async () => {
    const { calls, load } = manualLoads<string>();
    const { unmount } = renderHook(() => useResource('x', load('x')));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);

    const idle = renderHook(() => useResource(null, load('none')));
    expect(idle.result.current.state).toEqual({ status: 'loading' });
    expect(calls).toHaveLength(1);
  });

  describe('debounceMs', () => {
    afterEach(() => vi.useRealTimers());

    it('loads once, for the last key, that long after the keys stop changing; the last data stays meanwhile (keepPrevious)', async () => {
      vi.useFakeTimers();
      const { calls, load } = manualLoads<string>();
      const { result, rerender } = renderHook(({ k }) => useResource(k, load(k), { keepPrevious: true, debounceMs: 300 }), { initialProps: { k: 'b' } });
      expect(calls).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(300));
      expect(calls.map((c) => c.key)).toEqual(['b']);
      await act(async () => calls[0]?.resolve('B'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'B', refreshing: false });

      rerender({ k: 'ba' });
      await act(async () => vi.advanceTimersByTime(200));
      rerender({ k: 'bar' });
      await act(async () => vi.advanceTimersByTime(200));
      expect(calls).toHaveLength(1);
      expect(result.current.state).toEqual({ status: 'ready', data: 'B', refreshing: true });
      await act(async () => vi.advanceTimersByTime(100));
      expect(calls.map((c) => c.key)).toEqual(['b', 'bar']);
      await act(async () => calls[1]?.resolve('BAR'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'BAR', refreshing: false });
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextMomentAfter, useClockUntil } from './useClockUntil.ts';

const START = new Date('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useClockUntil', () => {
  it('finds the next moment ahead, ignoring past and missing ones', () => {
    expect(nextMomentAfter([later(-1), null, later(5_000), undefined, later(2_000)], START)).toBe(
      START.getTime() + 2_000,
    );
    expect(nextMomentAfter([later(-1), null], START)).toBeNull();
  });

  it('reads the clock again when a moment arrives, not before', () => {
    const { result } = renderHook(() => useClockUntil([later(2_000), later(-10)]));
    expect(result.current).toEqual(START);
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current).toEqual(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(START.getTime() + 2_000);
    // Nothing is ahead any more: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits a day at a time for a moment weeks away', () => {
    const { result } = renderHook(() => useClockUntil([later(30 * 86_400_000)]));
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(result.current.getTime()).toBe(START.getTime() + 86_400_000);
    expect(vi.getTimerCount()).toBe(1);
    for (let day = 2; day <= 30; day++) act(() => vi.advanceTimersByTime(86_400_000));
    expect(result.current.getTime()).toBe(START.getTime() + 30 * 86_400_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

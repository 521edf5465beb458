// The garbage collections of this process so far, counted by Node's performance observer: how
// many scavenges (young generation) and full collections (mark-compact, old generation) ran and
// how long they paused the thread. Scavenges per request follow what a request allocates (the
// young generation's size is fixed); full collections follow what survives long enough to be
// promoted, such as requests still waiting for the api when a scavenge runs.
import { constants, PerformanceObserver } from 'node:perf_hooks';

export interface GcCounts {
  scavenges: number;
  scavengeMs: number;
  fullCollections: number;
  fullCollectionMs: number;
}

export const NO_GC: GcCounts = {
  scavenges: 0,
  scavengeMs: 0,
  fullCollections: 0,
  fullCollectionMs: 0,
};

/** Counts from now on; the returned object is updated in place. */
export function countGarbageCollections(): GcCounts {
  const counts = { ...NO_GC };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Node's gc entries carry the kind in `detail` (NodeGCPerformanceDetail).
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        counts.scavenges += 1;
        counts.scavengeMs += entry.duration;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        counts.fullCollections += 1;
        counts.fullCollectionMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  return counts;
}

/** What ran between two readings. */
export function gcBetween(before: GcCounts, after: GcCounts): GcCounts {
  return {
    scavenges: after.scavenges - before.scavenges,
    scavengeMs: after.scavengeMs - before.scavengeMs,
    fullCollections: after.fullCollections - before.fullCollections,
    fullCollectionMs: after.fullCollectionMs - before.fullCollectionMs,
  };
}

/** Two spans' collections together. */
export function gcSum(a: GcCounts, b: GcCounts): GcCounts {
  return {
    scavenges: a.scavenges + b.scavenges,
    scavengeMs: a.scavengeMs + b.scavengeMs,
    fullCollections: a.fullCollections + b.fullCollections,
    fullCollectionMs: a.fullCollectionMs + b.fullCollectionMs,
  };
}

/** 'scavenges 31.2 (avg 2.1 ms), full collections 1.4 (avg 9.8 ms) per 1,000 requests' */
export function gcPerThousand(gc: GcCounts, requests: number): string {
  const part = (count: number, ms: number) =>
    `${((count / requests) * 1000).toFixed(1)} (avg ${(count ? ms / count : 0).toFixed(1)} ms)`;
  return (
    `scavenges ${part(gc.scavenges, gc.scavengeMs)}, ` +
    `full collections ${part(gc.fullCollections, gc.fullCollectionMs)} per 1,000 requests`
  );
}

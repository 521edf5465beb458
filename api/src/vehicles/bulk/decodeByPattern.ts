// The new VINs of a file decoded once per pattern (vinPattern: maker, descriptor, year, plant), a
// few patterns at a time, with the rows done reported as each pattern is: a file of 10,000 VINs
// of a few hundred models costs a few hundred decodes, not 10,000.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { vinPattern } from '@canam/domain/vin';
import type { DecodedVin, VinDecoder } from '../../vin/vinDecoder.ts';

/** Decodes in flight at once (corgi's work is mostly synchronous: more would not go faster). */
const CONCURRENCY = 4;

export interface DecodedVins {
  /** Each VIN's decoded data, null when the decoder does not know it. */
  byVin: Map<string, DecodedVin | null>;
  /** Decoder calls made (one per pattern). */
  decodes: number;
}

export async function decodeByPattern(
  decoder: VinDecoder,
  vins: readonly string[],
  onProgress: (vinsDone: number) => Promise<void>,
): Promise<DecodedVins> {
  const byPattern = new Map<string, string[]>();
  for (const vin of vins) {
    const pattern = vinPattern(vin);
    const group = byPattern.get(pattern);
    if (group) group.push(vin);
    else byPattern.set(pattern, [vin]);
  }
  const groups = [...byPattern.values()];
  const byVin = new Map<string, DecodedVin | null>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next]!;
      next += 1;
      const decoded = await decoder.decode(group[0]!);
      // A decode is ~0.2 s of synchronous work: give the event loop a turn after each, or the
      // api (its other requests, the progress events' stream) would stall for the whole file.
      await nextTurn();
      for (const vin of group) byVin.set(vin, decoded);
      done += group.length;
      await onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, groups.length) }, worker));
  return { byVin, decodes: groups.length };
}

// The machine the figures were measured on: the speed goals were set on one machine and are
// checked on whichever runs the bench, so every run prints its cores, CPU model, load and the
// time of a fixed CPU-bound reference (SHA-256 over 256 MiB on one thread) to compare runs by.
import { createHash } from 'node:crypto';
import os from 'node:os';

const REFERENCE_MIB = 256;

function referenceMs(): number {
  const block = Buffer.alloc(1024 * 1024, 7);
  const start = performance.now();
  const hash = createHash('sha256');
  for (let i = 0; i < REFERENCE_MIB; i += 1) hash.update(block);
  hash.digest();
  return performance.now() - start;
}

export function printMachine(): void {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `Machine: ${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, load average ${load}, ` +
      `SHA-256 of ${REFERENCE_MIB} MiB in ${referenceMs().toFixed(0)} ms (the reference: lower is faster)\n`,
  );
}

// CPU time of one thread, from Linux's /proc; null where that is not readable. Node 20 has no
// per-thread CPU figure of its own (process.cpuUsage() counts every thread).
// mainThreadCpuMs: this process's main thread (the in-process api and the bench's own driver,
// without the worker threads); threadCpuMs: the thread that calls it (a worker's own figure).
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

function cpuMsOf(statFile: string): number | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces) ends with ')'; utime and stime are
    // the 14th and 15th fields of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export function mainThreadCpuMs(): number | null {
  return cpuMsOf(`/proc/${process.pid}/task/${process.pid}/stat`);
}

/** The calling thread's CPU time (a file read runs on the thread that asks). */
export function threadCpuMs(): number | null {
  return cpuMsOf('/proc/thread-self/stat');
}

// The next message of a given type from a bench worker thread (`{ type, ...fields }`), or the
// worker's error if it fails first.
import type { Worker } from 'node:worker_threads';

export function workerReply<T>(worker: Worker, type: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== type) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

// Worker entry: registers tsx's loader inside the worker (execArgv loaders do not reach worker
// threads on Node 20), then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./loadClients.ts');

// Where files live: uploadsDir is served at /uploads/ (vehicle photos only); incomingDir, its
// sibling, holds files on their way in (PUT bytes of upload tickets, multipart parts) and is
// never served.
import path from 'node:path';

export interface FileDirs {
  uploadsDir: string;
  incomingDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileDirs;
  }
}

export const defaultIncomingDir = (uploadsDir: string) =>
  path.join(path.dirname(uploadsDir), 'incoming');

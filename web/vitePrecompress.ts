// Both builds (the app and the explorer) write each text asset beside a gzip (.gz, level 9) and a
// brotli (.br, quality 11) copy, made once at build time: the front server sends the copy the
// browser accepts (scripts/frontServer.ts) instead of compressing on every request or, as before,
// sending the JavaScript uncompressed. Files under 1 KiB are not worth it and stay as they are.
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|ico)$/;

export function precompress() {
  return compression({
    include: PRECOMPRESSED,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('gzip', { level: 9 }),
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  });
}

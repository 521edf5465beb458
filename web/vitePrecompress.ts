// Both builds (the app and the explorer) write each text asset beside a gzip (.gz) and a brotli
// (.br, quality 11) copy, made once at build time: the front server sends the copy the browser
// accepts (scripts/frontServer.ts) instead of compressing on every request or, as before, sending
// the JavaScript uncompressed. The gzip copy is made with zopfli: the same gzip format any browser
// reads, about 3.5 % smaller than zlib's level 9, at a cost paid once per build (a few seconds).
// Files under 1 KiB are not worth it and stay as they are.
import { constants, type InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|ico)$/;

// 5 iterations: within 0.1 % of the default 15 on our largest chunk, in half the time.
const ZOPFLI_ITERATIONS = 5;

async function zopfliGzip(content: InputType): Promise<Buffer> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content as Uint8Array);
  return Buffer.from(await gzipAsync(bytes, { numiterations: ZOPFLI_ITERATIONS }));
}

export function precompress() {
  return compression({
    include: PRECOMPRESSED,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    algorithms: [
      // A function's copy is named [file].gz (the plugin's default for any algorithm not brotli).
      defineAlgorithm(zopfliGzip),
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  });
}

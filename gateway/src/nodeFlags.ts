// The Node.js flags the gateway process runs with (the supervisor of `npm start`, the bench's
// gateway process and docs/deploy.md use these). With an old-space ceiling of 1 GB or less, V8
// sizes its heap for a small machine instead of from the machine's memory (4 GB here): under 20
// busy clients the heap stays near 80 MB (RSS ~175 MB) instead of swelling to ~150 MB of mostly
// garbage (RSS ~260 MB), for about 1 ms more garbage collection per request. Measured with
// ceilings of 160 to 1024 MB (all alike; 2048 behaves like none): 1 GB costs the least CPU and
// is far above what the gateway holds, even with 1,000 live subscribers (~130 MB).
export const GATEWAY_MAX_OLD_SPACE_MB = 1024;

// A young generation that outlasts a request's wait for the api: a 33-card page allocated ~1.1 MB
// (~0.85 MB since money parsing and photos allocate less) and waits 80 to 170 ms under 20
// clients; with the default 16 MB semi-space every waiting request was copied and then promoted,
// and full collections followed. With 32 MB, about a third less CPU a page (interleaved runs,
// docs/decisions.md), for ~30 MB of RSS that the build without tsx makes room for
// (scripts/buildGateway.ts). V8 rounds it up to a power of two (24 is 32), so the steps are 16,
// 32 and 64.
export const GATEWAY_SEMI_SPACE_MB = 32;

export const GATEWAY_NODE_FLAGS = [
  `--max-old-space-size=${GATEWAY_MAX_OLD_SPACE_MB}`,
  `--max-semi-space-size=${GATEWAY_SEMI_SPACE_MB}`,
];

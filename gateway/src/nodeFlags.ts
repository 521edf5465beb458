// The Node.js flags the gateway process runs with (the supervisor of `npm start`, the bench's
// gateway process and docs/deploy.md use these). With an explicit old-space ceiling V8 sizes its
// heap from that ceiling instead of from the machine's memory (4 GB here): under 20 busy clients
// the heap then stays near 80 MB (RSS ~170 MB) instead of swelling to ~150 MB of mostly garbage
// (RSS ~260 MB), for about 1.5 ms more garbage collection per request (npm run bench). 256 MB is
// three times what the gateway holds under that load or with 1,000 live subscribers.
export const GATEWAY_MAX_OLD_SPACE_MB = 256;

export const GATEWAY_NODE_FLAGS = [`--max-old-space-size=${GATEWAY_MAX_OLD_SPACE_MB}`];

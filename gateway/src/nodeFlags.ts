// The Node.js flags the gateway process runs with (the supervisor of `npm start`, the bench's
// gateway process and docs/deploy.md use these). The old-space ceiling makes V8 collect as the
// heap nears it instead of letting it grow lazily: under 20 busy clients the heap otherwise swells
// to ~150 MB of mostly garbage (RSS ~260 MB); with it RSS stays near 170 MB at the same
// throughput. 160 MB is well above what 1,000 live subscribers hold (the bench runs both).
export const GATEWAY_MAX_OLD_SPACE_MB = 160;

export const GATEWAY_NODE_FLAGS = [`--max-old-space-size=${GATEWAY_MAX_OLD_SPACE_MB}`];

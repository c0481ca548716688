/**
 * The flags Node runs the server with, wherever it is started: `npm start`,
 * the benchmarks and the end-to-end suites (`testing/spawn-server.ts`).
 *
 * `--max-semi-space-size=16`: Node 24's V8 lets the young generation grow far
 * larger than Node 22's did, and keeps it. Under the load test (1,000 players
 * polling, 200 captains deciding) the server's peak RSS was 250 MB on Node 24,
 * of which the V8 heap held 166 MB with 59 MB in use, against 152 MB on Node 22
 * (docs/benchmarks.md, "Load test"). Capped at 16 MB a semi-space, it peaks
 * at about 187 MB, with the same processor time and latency, and `getResult`
 * answers as fast.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=16'];

// The load generator's own process, kept for a whole benchmark: each run's result goes back over IPC.
// Started once, its code is compiled and warm for every round after the first, so no round measures
// a fresh Node starting up and compiling autocannon next to the server under test.
const autocannon = require('autocannon');

process.on('message', ({ id, url, connections, seconds, headers }) => {
  autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
    if (error) return process.send?.({ id, error: String(error) });
    process.send?.({
      id,
      result: {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      },
    });
  });
});

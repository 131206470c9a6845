#!/usr/bin/env node
// Entry point of the sandbox (`pnpm start`, `node apps/sandbox/dist/main.js`).
import { ConfigError, listenUrl, loadConfig, type SandboxConfig } from './config.ts';
import { DataKeyError } from './platform/dataKey.ts';
import { runningClock } from './platform/clock.ts';
import { DEMO_CUSTOMER } from './product/account/index.ts';
import { buildServer } from './server.ts';

async function main(): Promise<void> {
  let config: SandboxConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`cloud-portal sandbox: ${error.message}`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }

  const app = await buildServer({
    dataKey: config.dataKey,
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    publishedDir: config.publishedDir,
    brand: config.brand,
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
    // Behind TLS-terminating proxies: trust the X-Forwarded-* headers of that many hops, so https
    // visitors get Secure cookies and the client address is the one the outermost proxy saw.
    trustProxy: config.trustProxyHops,
    // End-to-end runs: check every API response against openapi.yaml (GET /sandbox/contract).
    contractCheck: process.env['CONTRACT_CHECK'] === '1',
    rateLimits: config.rateLimits,
    fakes: config.fakes,
    clock: runningClock({ speed: config.clockSpeed }),
    // Browser tests: switch faults at run time (POST/PUT/DELETE /sandbox/faults, loopback only).
    faultControl: config.faultControl,
    cloudProxy: config.cloudProxy,
    // Benchmarks: the demo customer gets this many ACTIVE servers (only the missing are added).
    demoServers: config.demoServers,
    proxyConsumer: config.proxyConsumer,
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // Stop accepting connections, finish in-flight requests, then close the database (onClose).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`cloud-portal sandbox: error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `cloud-portal sandbox: port ${config.port} on ${config.host} is in use. Stop the other process or set PORT.`,
      );
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(
    `Cloud Portal sandbox (brand: ${config.brand}) listening on ${listenUrl(config.host, port)}`,
  );
  console.log(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  console.log(`Data: ${config.dataDir}`);
  console.log(
    config.fakes.enabled
      ? `Fake outside parties on (this machine only): mail at ${listenUrl(config.host, port)}sandbox/outbox`
      : 'Fake outside parties off (SANDBOX_FAKES=1 serves the outbox, consent, pay and admin pages)',
  );
  if (config.clockSpeed !== 1)
    console.log(
      `Clock: ${config.clockSpeed}× wall time (SANDBOX_CLOCK_SPEED), from the start time`,
    );
  if (config.demoServers > 0)
    console.log(
      `Demo servers: ${config.demoServers} for ${DEMO_CUSTOMER.email} (SANDBOX_DEMO_SERVERS)`,
    );
  for (const [region, identityUrl] of Object.entries(config.cloudProxy))
    console.log(`Cloud region ${region}: proxied to the real cloud at ${identityUrl}`);
  if (config.proxyConsumer !== undefined) {
    const { credentials, file, regions } = config.proxyConsumer;
    console.log(
      `Consumers: every customer's answers the real cloud's user ${credentials.osUser} (project ${credentials.osProject}, from ${file}); /api/regions/ lists ${regions.join(', ')} only`,
    );
  }
  if (config.faultControl)
    console.log('Fault injection: POST/PUT/DELETE /sandbox/faults (loopback clients only)');
}

main().catch((error: unknown) => {
  if (error instanceof DataKeyError) {
    // A key problem the operator fixes (mode, format, wrong key): the message says how.
    console.error(`cloud-portal sandbox: ${error.message}`);
    process.exit(2);
  }
  console.error('cloud-portal sandbox: failed to start:', error);
  process.exit(1);
});

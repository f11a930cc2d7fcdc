import { runBff } from './lifecycle/run';

runBff().catch((error: unknown) => {
  // A configuration error or a port in use: say so and stop.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

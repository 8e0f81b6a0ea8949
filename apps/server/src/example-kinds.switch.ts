import { exampleKindsOn } from '../../../scripts/example-kinds.ts';

/**
 * The test build with the demonstration kinds (main.example-kinds.ts, docs/decisions/440) runs only
 * when asked for by its switch at start too: dist-example/ started by mistake stops here.
 */
if (!exampleKindsOn) {
  console.error(
    'Simsar could not start: this is the test build with the demonstration kinds; set SIMSAR_EXAMPLE_KINDS=1, or run dist/main.js',
  );
  process.exit(1);
}

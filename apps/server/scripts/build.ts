/**
 * Builds the server for `npm start`: src/main.ts and everything it imports, the contract's
 * TypeScript included, bundled by esbuild into dist/ and run by plain `node dist/main.js` (no tsx
 * at run time; tsx stays for `npm run dev:server` and the tests). Packages with native code or
 * with files read beside their own code stay outside the bundle and load from node_modules:
 * sharp and @node-rs/argon2 (native), PGlite (WebAssembly and data files), swagger-ui (its page's
 * files). The migrations are read from apps/server/drizzle (core/paths.ts finds it from dist/).
 *
 *   npm run build -w @simsar/server
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import {
  exampleKindsDist,
  exampleKindsOn,
  maySwap,
  serverSwaps,
  swapOf,
} from '../../../scripts/example-kinds.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// The test build with the demonstration kinds (SIMSAR_EXAMPLE_KINDS=1, docs/decisions/440) is its own
// entry, main.example-kinds.ts, written to its own folder: dist/ never holds it.
const outdir = `${serverDir}${exampleKindsOn ? exampleKindsDist : 'dist'}`;

/** The test build's swaps: an import that resolves to one of `serverSwaps`' files takes its swap. */
const exampleKinds: Plugin = {
  name: 'simsar-example-kinds',
  setup(bundle) {
    bundle.onResolve({ filter: maySwap }, async (args) => {
      if (args.pluginData === 'swapping') return undefined;
      const { importer, kind, resolveDir } = args;
      const resolved = await bundle.resolve(args.path, {
        importer,
        kind,
        resolveDir,
        pluginData: 'swapping',
      });
      const swap = swapOf(serverSwaps, resolved.path, importer);
      return swap ? { path: swap } : undefined;
    });
  },
};

// dist/ is written over, not emptied first: a server running from it still finds the files it
// loads later (the same names from build to build while the code is the same).
await build({
  entryPoints: { server: `${serverDir}src/${exampleKindsOn ? 'main.example-kinds.ts' : 'main.ts'}` },
  outdir,
  bundle: true,
  // What is loaded when first used (PGlite on the embedded database, image resizing, two-factor
  // set-up, file types) becomes its own file, read only then.
  splitting: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  external: [
    'sharp',
    '@node-rs/argon2',
    '@electric-sql/pglite',
    '@fastify/swagger-ui',
    'pg-native',
    // The test build makes the brochures' table with drizzle-kit's own generator, read from node_modules.
    ...(exampleKindsOn ? ['drizzle-kit'] : []),
  ],
  plugins: exampleKindsOn ? [exampleKinds] : [],
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});

// The entry: V8's compile cache (Node's default folder in the system's temporary directory) spares
// parsing the bundle again at each start; the bundle is the same from build to build.
await writeFile(
  `${outdir}/main.js`,
  "import module from 'node:module';\nmodule.enableCompileCache?.();\nawait import('./server.js');\n",
);

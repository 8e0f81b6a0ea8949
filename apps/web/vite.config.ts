import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { exampleKindsDist, exampleKindsOn, maySwap, swapOf, webSwaps } from '../../scripts/example-kinds.ts';

/**
 * The test build's swaps (SIMSAR_EXAMPLE_KINDS=1, docs/decisions/440): an import that resolves to one
 * of `webSwaps`' files resolves to the module that adds the demonstration kinds to it instead.
 */
const exampleKinds: Plugin = {
  name: 'simsar-example-kinds',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !maySwap.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (resolved && swapOf(webSwaps, resolved.id, importer)) ?? null;
  },
};

export default defineConfig({
  plugins: [react(), ...(exampleKindsOn ? [exampleKinds] : [])],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: exampleKindsOn ? exampleKindsDist : 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router are all in the first load anyway and change less often than the
        // console: their own chunk stays cached across releases. Every other library goes where it
        // is used, so the sign-in page loads none of the screens' (docs/decisions/140).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Each file in a VM context of its own inside a few long-lived threads: the same isolation (every
    // file its own modules, its own state), without a new worker and a new jsdom for each file; half
    // the time and the CPU (docs/decisions/578).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx'],
    css: false,
  },
});

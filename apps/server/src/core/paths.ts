import { fileURLToPath } from 'node:url';

/**
 * apps/server, where the migrations are (drizzle/) and the built console beside it (../web/dist).
 * This code runs from src/core (tsx: development and tests) or bundled into dist/ (npm start).
 */
export const serverDir = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../..' : '..', import.meta.url),
);

import type { ApiArea } from '../../core/context.ts';
import { registerNoteRoutes } from './notes.routes.ts';

export const notesArea: ApiArea = {
  name: 'notes',
  register: registerNoteRoutes,
};

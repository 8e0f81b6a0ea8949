import {
  holidayNamesSchema,
  holidayParamsSchema,
  holidaySchema,
  workHoursSchema,
  workWeekPaths,
  workWeekReplySchema,
} from '@simsar/contract/work-week';
import { sessionOf } from '../../core/auth.ts';
import type { ZodApp } from '../../core/context.ts';
import type { Executor } from '../../core/db.ts';
import { addHoliday, getWorkWeek, removeHoliday, renameHoliday, saveWorkHours } from './work-week.service.ts';

const tags = ['System'];
const config = { access: 'super' } as const;
const response = { 200: workWeekReplySchema };

/** The working week the service clocks count (docs/decisions/490), super admins only. */
export function registerWorkWeekRoutes(app: ZodApp, db: Executor): void {
  app.get(workWeekPaths.read, { config, schema: { tags, response } }, () => getWorkWeek(db));
  app.put(workWeekPaths.hours, { config, schema: { tags, body: workHoursSchema, response } }, (request) =>
    saveWorkHours(db, sessionOf(request), request.body),
  );
  app.post(workWeekPaths.holidays, { config, schema: { tags, body: holidaySchema, response } }, (request) =>
    addHoliday(db, sessionOf(request), request.body),
  );
  app.put(
    workWeekPaths.holiday,
    { config, schema: { tags, params: holidayParamsSchema, body: holidayNamesSchema, response } },
    (request) => renameHoliday(db, sessionOf(request), request.params.date, request.body),
  );
  app.delete(
    workWeekPaths.holiday,
    { config, schema: { tags, params: holidayParamsSchema, response } },
    (request) => removeHoliday(db, sessionOf(request), request.params.date),
  );
}

import {
  type Holiday,
  type HolidayNames,
  type WorkHours,
  type WorkWeekReply,
  workWeekMessages,
  workWeekPaths,
  workWeekReplySchema,
} from '@simsar/contract/work-week';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/system/work_week (super admin): the weekend, the working hours and the holidays. */
export const workWeekQueryOptions = queryOptions({
  queryKey: ['system', 'work-week'] as const,
  queryFn: () => apiRequest(workWeekPaths.read, { reply: workWeekReplySchema }),
});

export function useWorkWeek() {
  return useQuery(workWeekQueryOptions);
}

const holidayPath = (date: string) => workWeekPaths.holiday.replace(':date', encodeURIComponent(date));

/** One change of the working week; the reply is the whole week, put in the query's place. */
function useWorkWeekChange<Input>(send: (input: Input) => Promise<WorkWeekReply>, saved: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { successToast: () => saved },
    onSuccess: (week) => queryClient.setQueryData(workWeekQueryOptions.queryKey, week),
  });
}

export const useSaveWorkHours = () =>
  useWorkWeekChange(
    (hours: WorkHours) =>
      apiRequest(workWeekPaths.hours, { method: 'PUT', body: hours, reply: workWeekReplySchema }),
    workWeekMessages.hoursSaved,
  );

export const useAddHoliday = () =>
  useWorkWeekChange(
    (holiday: Holiday) =>
      apiRequest(workWeekPaths.holidays, { method: 'POST', body: holiday, reply: workWeekReplySchema }),
    workWeekMessages.holidayAdded,
  );

export const useRenameHoliday = () =>
  useWorkWeekChange(
    ({ date, ...names }: HolidayNames & { date: string }) =>
      apiRequest(holidayPath(date), { method: 'PUT', body: names, reply: workWeekReplySchema }),
    workWeekMessages.holidayRenamed,
  );

export const useRemoveHoliday = () =>
  useWorkWeekChange(
    (date: string) => apiRequest(holidayPath(date), { method: 'DELETE', reply: workWeekReplySchema }),
    workWeekMessages.holidayRemoved,
  );

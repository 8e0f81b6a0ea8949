import { messageReplySchema } from '@simsar/contract/auth';
import {
  type DeveloperInput,
  developerChoicesReplySchema,
  developerPageReplySchema,
  developerPaths,
  developerReplySchema,
} from '@simsar/contract/developers';
import { fillPath } from '@simsar/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';
import { pagePath, usePageList } from '../../../ui/use-page-list.ts';
import { unitKeys } from './unit-calls.ts';

/** The Developers screen's keys, and the project form's choices (docs/decisions/530). */
export const developerKeys = {
  all: ['developers'] as const,
  list: (search: string | undefined) => ['developers', 'list', search ?? ''] as const,
  choices: ['developers', 'choices'] as const,
};

export function useDeveloperPages() {
  return usePageList(developerKeys.list, (page, search) =>
    apiRequest(pagePath(developerPaths.list, page, search), { reply: developerPageReplySchema }),
  );
}

/** Every developer's names, for the project form's Select. */
export function useDeveloperChoices() {
  return useQuery({
    queryKey: developerKeys.choices,
    queryFn: async () =>
      (await apiRequest(developerPaths.choices, { reply: developerChoicesReplySchema })).developers,
  });
}

function useDeveloperMutation<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { successToast: replyMessage },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: developerKeys.all });
      // A renamed developer renames its projects.
      void queryClient.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}

export const useSaveDeveloper = () =>
  useDeveloperMutation(({ id, fields }: { id?: string; fields: DeveloperInput }) =>
    id
      ? apiRequest(fillPath(developerPaths.one, { id }), {
          method: 'PUT',
          body: fields,
          reply: developerReplySchema,
        })
      : apiRequest(developerPaths.list, { method: 'POST', body: fields, reply: developerReplySchema }),
  );

export const useDeleteDeveloper = () =>
  useDeveloperMutation((id: string) =>
    apiRequest(fillPath(developerPaths.one, { id }), { method: 'DELETE', reply: messageReplySchema }),
  );

import {
  acceptSubmissionSchema,
  dealMessages,
  type QueuePage,
  type Submission,
  type SubmissionKind,
  submissionFieldsSchema,
  submissionKinds,
  submissionLabels,
  submissionPaths,
  submissionReplySchema,
  submissionSchema,
} from '@simsar/contract/deals';
import { idParamsSchema } from '@simsar/contract/fields';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { z } from 'zod';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { fileTypes, type StoredFile } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import { type QueueCalls, registerQueue } from '../queues/queue.routes.ts';
import { serviceClockOf } from '../system/system.service.ts';
import { addSubmissionCommission } from './deals.commission.service.ts';
import { brokerApps, itemCall } from './deals.queue-calls.ts';
import {
  getSubmission,
  listBrokerSubmissions,
  listSubmissions,
  moveSubmission,
  submitSubmission,
} from './deals.submissions.service.ts';

/** Forms and deals: the same calls under /api/form and /api/deal (content-operations §7), and the app's. */
export function registerSubmissionRoutes(app: ZodApp, context: AppContext): void {
  for (const kind of submissionKinds) registerQueue(app, queueKindOf(kind), submissionCalls(context, kind));
}

function submissionCalls(
  { db, storage, config, clock }: AppContext,
  kind: SubmissionKind,
): QueueCalls<Submission> {
  const paths = submissionPaths[kind];
  const label = submissionLabels[kind];
  return {
    tags: [kind === 'form' ? 'Forms' : 'Deals'],
    item: submissionSchema,
    idParams: idParamsSchema(label.notFound),
    itemReply: submissionReplySchema,
    list: async (admin, status, query) =>
      listSubmissions(db, admin, kind, status as QueuePage, query, await serviceClockOf(db, clock(), kind)),
    detail: { path: paths.detail, get: (admin, id) => getSubmission(db, admin, kind, id) },
    apps: brokerApps(paths.app, submissionSchema, {
      description:
        'Broker only. Form data: developer, client_name, client_phone, client_id, project_code, sales_name, sales_phone, deal_value (EGP), date (YYYY-MM-DD), image (JPEG, PNG or PDF).',
      sent: `Your ${label.one} was sent`,
      file: async (request, member) => {
        const upload = await readUploadForm(request, storage, submissionFieldsSchema, {
          image: {
            types: [...fileTypes.image, ...fileTypes.pdf],
            maxBytes: config.uploadLimits.document,
            visibility: 'private',
            label: dealMessages.imageLabel,
            required: dealMessages.imageRequired,
          },
        });
        return upload.settle(() =>
          submitSubmission(db, kind, member, upload.fields, upload.files.image[0] as StoredFile, clock()),
        );
      },
      mine: (member, query) => listBrokerSubmissions(db, kind, member, query),
    }),
    moves: [
      itemCall({
        method: 'PUT',
        path: paths.pending,
        message: `The ${label.one} is pending`,
        run: (_request, admin, id) => moveSubmission(db, admin, kind, id, 'pending', clock()),
      }),
      itemCall({
        method: 'PUT',
        path: paths.accept,
        message: `The ${label.one} is accepted`,
        body: acceptSubmissionSchema,
        run: (request, admin, id) =>
          moveSubmission(
            db,
            admin,
            kind,
            id,
            'accept',
            clock(),
            request.body as z.output<typeof acceptSubmissionSchema>,
          ),
      }),
      itemCall({
        method: 'DELETE',
        path: paths.reject,
        message: `The ${label.one} is rejected`,
        run: (_request, admin, id) => moveSubmission(db, admin, kind, id, 'reject', clock()),
      }),
      itemCall({
        method: 'POST',
        path: paths.commission,
        message: dealMessages.commissionAdded,
        run: (_request, admin, id) => addSubmissionCommission(db, admin, kind, id),
      }),
    ],
  };
}

import type { UnitUploadField } from '@simsar/contract/units';
import { unitRoutes } from '@simsar/contract/units-paths';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { readUploadForm, type UploadSpec } from '../../core/uploads.ts';
import { unitUploadSpecs } from './units.files.service.ts';
import { fieldsSentAhead } from './units.uploads.service.ts';
import { missingFilesOf, unitFormSchema } from './units.write.service.ts';

// The one reader of every project form and file, and the guest link of a project, for the groups below.
export function unitRouteTools({ config, storage }: AppContext) {
  const specs = unitUploadSpecs(config.uploadLimits);
  // Every project form through the one reader: the add and guest forms require their files; the
  // add form's may have been sent ahead (docs/decisions/279), the guest's come with it.
  const required = {
    none: {},
    sent: { missingFiles: missingFilesOf },
    sentOrAhead: {
      missingFiles: (fields: Record<string, string>, present: ReadonlySet<string>) =>
        missingFilesOf(fields, new Set([...present, ...fieldsSentAhead(fields.uploads)])),
    },
  };
  const readForm =
    (request: FastifyRequest, slots: Record<string, UploadSpec>, files: keyof typeof required) => () =>
      readUploadForm(request, storage, unitFormSchema, slots, required[files]);
  const readFile = (request: FastifyRequest, field: UnitUploadField) => () =>
    readUploadForm(request, storage, z.object({}), { [field]: { ...specs[field], maxCount: 1 } });
  const linkTo = (request: FastifyRequest, id: string) =>
    `${config.publicUrl ?? `${request.protocol}://${request.host}`}${unitRoutes.guest(id)}`;
  return { specs, readForm, readFile, linkTo };
}

export type UnitRouteTools = ReturnType<typeof unitRouteTools>;

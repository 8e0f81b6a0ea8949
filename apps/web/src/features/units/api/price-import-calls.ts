import { fillPath } from '@simsar/contract/paths';
import {
  type PriceSheetMapping,
  priceImportPaths,
  pricePreviewReplySchema,
  pricePublishReplySchema,
  priceUploadReplySchema,
} from '@simsar/contract/unit-price-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';
import { apiUpload } from '../../../ui/upload-client.ts';
import { unitKeys } from './unit-calls.ts';

/** A developer's price sheet imported into a project (docs/decisions/551): read, previewed, published. */
export function uploadPriceSheet(unitId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(fillPath(priceImportPaths.upload, { id: unitId }), {
    form,
    reply: priceUploadReplySchema,
  });
}

export function previewPriceSheet(importId: string, mapping: PriceSheetMapping) {
  return apiRequest(fillPath(priceImportPaths.preview, { id: importId }), {
    method: 'POST',
    body: { mapping },
    reply: pricePreviewReplySchema,
  });
}

/** The unread rows' file (the session's cookie goes with the link). */
export const rejectedRowsLink = (importId: string, format: 'csv' | 'xlsx') =>
  `${fillPath(priceImportPaths.rejected, { id: importId })}?format=${format}`;

export function usePublishPriceSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      importId,
      ...body
    }: {
      importId: string;
      mapping: PriceSheetMapping;
      effective_from: string;
    }) =>
      apiRequest(fillPath(priceImportPaths.publish, { id: importId }), {
        method: 'POST',
        body,
        reply: pricePublishReplySchema,
      }),
    meta: { successToast: replyMessage },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

import type { z } from 'zod';
import { ApiError, toApiError, unexpectedReplyMessage, unreachableError } from './api-client.ts';

/**
 * The one upload client: multipart calls with files go through `apiUpload`, which
 * reports the share sent so far; failures are ApiErrors like every other call's.
 */
interface UploadOptions<Schema extends z.ZodType> {
  method?: 'POST' | 'PUT';
  form: FormData;
  reply: Schema;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
  /** @default true */
  session?: boolean;
}

/**
 * A multipart call (files): XMLHttpRequest rather than fetch, for its upload progress. Failures
 * come back as ApiError with the server's message, like apiRequest's; a 401 ends the session.
 */
export function apiUpload<Schema extends z.ZodType>(
  path: string,
  { method = 'POST', form, reply, onProgress, session = true }: UploadOptions<Schema>,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(unreachableError(method));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const response = new Response(null, { status: xhr.status, statusText: xhr.statusText });
        reject(toApiError(response, json, session));
        return;
      }
      const parsed = reply.safeParse(json);
      if (!parsed.success) reject(new ApiError(unexpectedReplyMessage, { status: xhr.status }));
      else resolve(parsed.data);
    };
    xhr.send(form);
  });
}

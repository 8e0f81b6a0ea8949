import type { APIRequestContext } from '@playwright/test';
import { apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';
import type { files } from './unit-builders.ts';

type Blobbed = ReturnType<typeof files.png>;

/**
 * One content item made through its spec call as the super admin (content-operations §4): the text
 * fields and, for the types that have one, the file; multipart when a file goes, JSON otherwise.
 */
export async function buildContent(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string | number | unknown[]>,
  file?: { field: string; file: Blobbed },
): Promise<{ _id: string }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
  let response: Awaited<ReturnType<APIRequestContext['post']>>;
  if (file) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append(
      file.field,
      new Blob([new Uint8Array(file.file.buffer)], { type: file.file.mimeType }),
      file.file.name,
    );
    response = await request.post(path, { headers, multipart: form });
  } else {
    response = await request.post(path, { headers, data: fields });
  }
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as {
    response?: { _id: string };
    quiz?: { _id: string };
    _id?: string;
  };
  return body.response ?? body.quiz ?? (body as { _id: string });
}

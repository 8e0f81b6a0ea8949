import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from './harness.ts';

/** A small real file: its bytes and the name the browser would send. */
export type TestFile = { name: string; bytes: Uint8Array; type?: string };

/** A real PNG or JPEG (sharp draws it), so type detection and thumbnails work on it. */
export async function imageFile(name = 'photo.png', format: 'png' | 'jpeg' = 'png'): Promise<TestFile> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, bytes: new Uint8Array(bytes), type: `image/${format}` };
}

/** An MP4 as far as its first bytes go: an ftyp box (brand isom) and filler. */
export function mp4File(name = 'video.mp4'): TestFile {
  // size 0x18, 'ftyp', major brand 'isom', version, compatible brands 'isom' 'iso2'
  const ftyp = Buffer.from('00000018667479706973' + '6f6d0000020069736f6d69736f32', 'hex');
  return { name, bytes: new Uint8Array(Buffer.concat([ftyp, Buffer.alloc(2048, 7)])), type: 'video/mp4' };
}

export function pdfFile(name = 'brochure.pdf'): TestFile {
  return {
    name,
    bytes: new Uint8Array(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')),
    type: 'application/pdf',
  };
}

export type MultipartValue = string | TestFile | TestFile[];

/** A real multipart/form-data body (built by the platform's FormData), ready for inject(). */
export async function multipart(fields: Record<string, MultipartValue | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      for (const file of [value].flat())
        form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** Sends a multipart request as the holder of `token` (or anonymously). */
export async function callMultipart(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, MultipartValue | undefined>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

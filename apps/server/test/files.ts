import zlib from 'node:zlib';

/** The first bytes of real file types, enough for type detection, padded to a size. */
const heads = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  mp4: Buffer.concat([
    Buffer.from('0000002066747970', 'hex'),
    Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  ]),
  text: Buffer.from('just some text, not an image\n'),
};

export function sampleFile(kind: keyof typeof heads, size = 8 * 1024): Buffer {
  const head = heads[kind];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body, built by hand as a browser would send it. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----simsar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip archive of stored (uncompressed) entries, as an office suite writes one (local headers only). */
export function zipOf(entries: Record<string, string>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt32LE(zlib.crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    chunks.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(chunks);
}

/**
 * An OLE compound file (512-byte sectors) whose directory, in sector `directorySector`, holds a
 * root entry and one stream named `stream` ("Workbook" in an .xls, "WordDocument" in a .doc).
 */
export function oleFileWith(stream: string, directorySector = 3): Buffer {
  const file = Buffer.alloc(512 * (directorySector + 3), 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // little-endian
  file.writeUInt16LE(9, 0x1e); // sector shift
  file.writeUInt32LE(directorySector, 0x30); // first directory sector
  const entry = (offset: number, name: string, type: number) => {
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, offset);
    file.writeUInt16LE(encoded.length, offset + 0x40);
    file[offset + 0x42] = type;
  };
  const directory = 512 * (directorySector + 1);
  entry(directory, 'Root Entry', 5);
  entry(directory + 128, stream, 2);
  return file;
}

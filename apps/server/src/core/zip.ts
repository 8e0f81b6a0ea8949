import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

/** One file of a zip: its name and its content, read piece by piece (a piece is deflated as it comes). */
export type ZipPart = { name: string; pieces: AsyncIterable<string> | Iterable<string> };

const deflated = promisify(deflateRaw);
/** What deflate writes to end a stream: an empty last block (BFINAL set, fixed codes). */
const lastBlock = Buffer.from([0x03, 0x00]);
/** Sizes and offsets of a zip without its 64-bit extension are 32-bit. */
const zipLimit = 0xffff_ffff;
/** Bit 3: sizes and CRC follow the data; bit 11: names in UTF-8. */
const flags = 0x0808;

/** The DOS time and date a zip entry carries (in UTC, as JSZip writes and reads them; two-second steps). */
function dosTime(at: Date): When {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function counted(part: Written, data: Buffer): Buffer {
  part.compressed += data.length;
  return data;
}

type When = { time: number; date: number };

/**
 * The fields a local header and its central entry share, from `at`: version needed, flags, method,
 * time, date, CRC, the two sizes and the name's length.
 */
function sharedFields(into: Buffer, at: number, when: When, part: Omit<Written, 'offset'>): void {
  into.writeUInt16LE(20, at);
  into.writeUInt16LE(flags, at + 2);
  into.writeUInt16LE(8, at + 4);
  into.writeUInt16LE(when.time, at + 6);
  into.writeUInt16LE(when.date, at + 8);
  into.writeUInt32LE(part.crc, at + 10);
  into.writeUInt32LE(part.compressed, at + 14);
  into.writeUInt32LE(part.size, at + 18);
  into.writeUInt16LE(part.name.length, at + 22);
}

function localHeader(name: Buffer, when: When): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  // CRC and sizes are zero here: the data descriptor after the data says them.
  sharedFields(header, 4, when, { name, crc: 0, compressed: 0, size: 0 });
  return Buffer.concat([header, name]);
}

function dataDescriptor(part: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(part.crc, 4);
  descriptor.writeUInt32LE(part.compressed, 8);
  descriptor.writeUInt32LE(part.size, 12);
  return descriptor;
}

function centralEntry(part: Written, when: When): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4); // made by: version 2.0
  sharedFields(entry, 6, when, part);
  entry.writeUInt32LE(part.offset, 42);
  return Buffer.concat([entry, part.name]);
}

function directoryEnd(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A zip of the parts, written as their pieces come: each piece is deflated on its own (in zlib's
 * thread pool, ending on a byte boundary, so the pieces' output joins into one deflate stream), so
 * only one piece is ever held, whatever a part's length. Sizes follow each part's data (bit 3), as a
 * streamed zip must. A zip over 4 GiB (it would need the 64-bit extension) is refused with an error.
 */
export async function* zipped(parts: ZipPart[], at: Date): AsyncGenerator<Buffer> {
  const when = dosTime(at);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, pieces } of parts) {
    const part: Written = { name: Buffer.from(name), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(part.name, when);
    yield header;
    // One piece is deflated while the next is made: the pool's thread beside the caller's.
    let deflating: Promise<Buffer> | undefined;
    for await (const piece of pieces) {
      const raw = Buffer.from(piece);
      if (raw.length === 0) continue;
      part.crc = crc32(raw, part.crc);
      part.size += raw.length;
      const next = deflated(raw, { finishFlush: constants.Z_SYNC_FLUSH });
      next.catch(() => {}); // awaited below; not left unheard if the reader stops first
      if (deflating) yield counted(part, await deflating);
      deflating = next;
    }
    if (deflating) yield counted(part, await deflating);
    part.compressed += lastBlock.length;
    yield lastBlock;
    const descriptor = dataDescriptor(part);
    yield descriptor;
    offset += header.length + part.compressed + descriptor.length;
    if (part.size > zipLimit || offset > zipLimit) throw new Error('A zip over 4 GiB is not written');
    written.push(part);
  }
  const directory = Buffer.concat(written.map((part) => centralEntry(part, when)));
  yield directory;
  yield directoryEnd(written.length, directory.length, offset);
}

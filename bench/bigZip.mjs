/**
 * A ZIP of over 4 GB for the listing benchmark, written in a moment as a sparse file: SMALL_ENTRIES
 * small text files, then BIG_ENTRIES stored members of 1 GiB of zeros each (holes on disk), so the
 * central directory starts past 4 GiB and the last members' offsets need ZIP64 (extra fields, the
 * ZIP64 end record and its locator). Every CRC and size is right, so `unzip -t` passes (slowly).
 */
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';

const GIB = 1024 ** 3;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 32x32 matrices over GF(2) as arrays of columns (zlib's crc32_combine way). */
const times = (matrix, vector) => {
  let sum = 0;
  for (let i = 0; vector; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i];
  return sum >>> 0;
};
const square = (matrix) => matrix.map((column) => times(matrix, column));

/** CRC-32 of `n` zero bytes, without reading them: the register is run through "one zero byte" n times by squaring. */
function crc32OfZeros(n) {
  let op = Array.from({ length: 32 }, (_, bit) => {
    const r = (1 << bit) >>> 0;
    return (CRC_TABLE[r & 0xff] ^ (r >>> 8)) >>> 0; // one zero byte applied to a register holding one bit
  });
  let register = 0xffffffff;
  for (let left = n; left > 0; left = Math.floor(left / 2)) {
    if (left % 2) register = times(op, register);
    op = square(op);
  }
  return (register ^ 0xffffffff) >>> 0;
}

export function makeBigZip(path, { smallEntries = 20_000, bigEntries = 5 } = {}) {
  const fd = openSync(path, 'w');
  let at = 0;
  const central = [];
  const write = (buffer) => {
    writeSync(fd, buffer, 0, buffer.length, at);
    at += buffer.length;
  };
  const add = (name, size, crc, data) => {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x6000, 10); // 12:00, 2024-01-01
    local.writeUInt16LE(0x5821, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    central.push({ nameBytes, size, crc, offset: at });
    write(Buffer.concat([local, nameBytes]));
    if (data) write(data);
    else at += size; // a hole: zeros without a byte on disk
  };
  for (let i = 0; i < smallEntries; i++) {
    const data = Buffer.from(`file ${i}: a small text file in a very large archive\n`);
    add(`notes/${String(Math.floor(i / 1000)).padStart(3, '0')}/note-${i}.txt`, data.length, crc32(data), data);
  }
  const zerosCrc = crc32OfZeros(GIB);
  for (let i = 0; i < bigEntries; i++) add(`disk-images/zeros-${i + 1}.img`, GIB, zerosCrc, null);
  const directoryStart = at;
  for (const { nameBytes, size, crc, offset } of central) {
    const zip64 = offset > 0xfffffffe;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x031e, 4); // made by Unix, 3.0
    header.writeUInt16LE(zip64 ? 45 : 20, 6);
    header.writeUInt16LE(0x6000, 12);
    header.writeUInt16LE(0x5821, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt16LE(zip64 ? 12 : 0, 30);
    header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    header.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    const extra = Buffer.alloc(zip64 ? 12 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(offset), 4);
    }
    write(Buffer.concat([header, nameBytes, extra]));
  }
  const directoryEnd = at;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(central.length), 24);
  record.writeBigUInt64LE(BigInt(central.length), 32);
  record.writeBigUInt64LE(BigInt(directoryEnd - directoryStart), 40);
  record.writeBigUInt64LE(BigInt(directoryStart), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryEnd), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(directoryEnd - directoryStart, 12);
  end.writeUInt32LE(0xffffffff, 16);
  write(Buffer.concat([record, locator, end]));
  ftruncateSync(fd, at);
  closeSync(fd);
  return { size: at, entries: central.length };
}

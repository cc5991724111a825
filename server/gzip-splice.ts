/**
 * Precompressed gzip with holes: a page is split at each occurrence of its CSP nonce, each piece is
 * compressed once (raw deflate ending in a sync flush, so it is byte-aligned and not final), and every
 * response is assembled from those pieces with a fresh nonce dropped in as a tiny stored block. The gzip
 * trailer's CRC-32 is combined from the pieces' CRCs in O(pieces), so a hit costs no compression at all.
 */
import zlib from "node:zlib";

const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial (reflected bit order), as in zlib's crc32.c. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod p for k = 0..31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multmodp(p, p);
  return table;
})();

/** x^(n * 2^k) mod p. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000; // x^0 == 1
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The operator that shifts a CRC past `length` bytes (zlib's crc32_combine_gen). */
export function crc32CombineGen(length: number): number {
  return x2nmodp(length, 3);
}

/** CRC-32 of A then B, from crc(A), crc(B) and the operator for B's length (zlib's crc32_combine_op). */
export function crc32CombineOp(crcA: number, crcB: number, op: number): number {
  return (multmodp(op, crcA) ^ crcB) >>> 0;
}

interface Piece {
  deflated: Buffer;
  raw: Buffer;
  crc: number;
  op: number;
}

export interface SplicedPage {
  /** Uncompressed size for one response (the hole's filler has a fixed length). */
  size: number;
  holes: number;
  pieces: Piece[];
  fillerLength: number;
  fillerOp: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Splits body at every occurrence of `hole` (a nonce) and compresses each piece once. */
export function splice(body: Buffer, hole: string): SplicedPage {
  const marker = Buffer.from(hole, "utf8");
  const parts: Buffer[] = [];
  let start = 0;
  for (;;) {
    const at = marker.length ? body.indexOf(marker, start) : -1;
    if (at === -1) break;
    parts.push(body.subarray(start, at));
    start = at + marker.length;
  }
  parts.push(body.subarray(start));
  const pieces = parts.map((raw) => ({
    raw,
    deflated: raw.length ? zlib.deflateRawSync(raw, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
    crc: zlib.crc32(raw),
    op: crc32CombineGen(raw.length),
  }));
  return {
    size: body.length,
    holes: parts.length - 1,
    pieces,
    fillerLength: marker.length,
    fillerOp: crc32CombineGen(marker.length),
  };
}

/** A non-final stored deflate block holding `data` (under 64 KiB), starting on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip bytes of the page with `filler` (same length as the hole) in every hole. */
export function gzipWith(page: SplicedPage, filler: string): Buffer {
  const fill = Buffer.from(filler, "utf8");
  if (fill.length !== page.fillerLength) throw new Error("filler must have the hole's length");
  const fillCrc = zlib.crc32(fill);
  const fillBlock = storedBlock(fill);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      out.push(fillBlock);
      crc = crc32CombineOp(crc, fillCrc, page.fillerOp);
    }
    out.push(piece.deflated);
    crc = crc32CombineOp(crc, piece.crc, piece.op);
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.size >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/** The uncompressed page with `filler` in every hole. */
export function rawWith(page: SplicedPage, filler: string): Buffer {
  const fill = Buffer.from(filler, "utf8");
  const out: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) out.push(fill);
    out.push(piece.raw);
  });
  return Buffer.concat(out);
}

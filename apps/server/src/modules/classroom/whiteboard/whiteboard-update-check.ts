/**
 * Checks that a client's Yjs update (format v1) reads to its end, without building it (ADR 0015, amendment of
 * 2026-11-29). `Y.applyUpdate` reads every struct before it touches the document, but reads the delete set only
 * after the structs are in: an update whose delete set is cut short would be half applied. This walk follows the
 * reader of `Y.decodeUpdate` (yjs 13.6, lib0 0.2) step for step, the end-of-data quirks of lib0's decoder included,
 * and throws wherever it throws: so an update that passes is read whole by `Y.applyUpdate`, and an update it refuses
 * leaves the document untouched. Unlike `Y.decodeUpdate` it allocates nothing per value; on the hot path of every
 * stroke that decoding cost as much again as applying. `whiteboard-update-check.test.ts` holds it to
 * `Y.decodeUpdate` on real and damaged updates, so a Yjs upgrade that reads differently fails there.
 */
import { isUtf8 } from 'node:buffer';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Why an update was refused (the caller answers that it could not be read). */
export class UnreadableUpdate extends Error {}

const unreadable = (): never => {
  throw new UnreadableUpdate('Unexpected end of a whiteboard update');
};

// lib0's bits: BIT6 = 32 (a parent key follows), BIT7 = 64 (right origin), BIT8 = 128 (origin), BITS5 = 31.
const parentKey = 32;
const rightOrigin = 64;
const origin = 128;
const contentRef = 31;

// The update being read and where: module state, so the readers below are made once, not per update.
const nothing = new Uint8Array();
let arr: Uint8Array = nothing;
let end = 0;
let pos = 0;

/** lib0 `readVarUint`. */
function uint(): number {
  let num = 0;
  let mult = 1;
  while (pos < end) {
    const r = arr[pos++] as number;
    num += (r & 127) * mult;
    mult *= 128;
    if (r < 128) return num;
    if (num > Number.MAX_SAFE_INTEGER) unreadable();
  }
  return unreadable();
}

/** lib0 `readVarInt`: its first byte is read unchecked (past the end it reads 0). */
function int() {
  const first = arr[pos++];
  if (first === undefined || (first & 128) === 0) return;
  let num = first & 63;
  let mult = 64;
  while (pos < end) {
    const r = arr[pos++] as number;
    num += (r & 127) * mult;
    mult *= 128;
    if (r < 128) return;
    if (num > Number.MAX_SAFE_INTEGER) unreadable();
  }
  unreadable();
}

/** lib0's bounded views (`subarray`, `subdataview`): `len` bytes from here, or throw. */
function skip(len: number) {
  if (pos + len > end) unreadable();
  pos += len;
}

/** lib0 `readVarString`, whose UTF-8 decoding is `fatal`: a malformed sequence throws. */
function string() {
  const len = uint();
  const start = pos;
  skip(len);
  for (let i = start; i < pos; i++) {
    // ASCII needs no decoding; anything else is checked whole, natively.
    if ((arr[i] as number) >= 128) {
      if (!isUtf8(arr.subarray(start, pos))) unreadable();
      return;
    }
  }
}

/** `readVarString` for the content Yjs parses as JSON. */
function text() {
  const len = uint();
  skip(len);
  return utf8.decode(arr.subarray(pos - len, pos));
}

/** lib0 `readAny`; answers the value's tag. */
function any(): number {
  const tag = arr[pos++];
  switch (tag) {
    case 127: // undefined
    case 126: // null
    case 121: // false
    case 120: // true
      return tag;
    case 125:
      int();
      return tag;
    case 124: // float32
      skip(4);
      return tag;
    case 123: // float64
    case 122: // bigint64
      skip(8);
      return tag;
    case 119:
      string();
      return tag;
    case 118:
      for (let n = uint(); n > 0; n--) {
        string();
        any();
      }
      return tag;
    case 117:
      for (let n = uint(); n > 0; n--) any();
      return tag;
    case 116:
      skip(uint());
      return tag;
    default:
      return unreadable();
  }
}

/** Yjs `readItemContent` by content ref (1–9; 0 and 10 are structs, not content). */
function content(ref: number) {
  switch (ref) {
    case 1: // deleted
      uint();
      return;
    case 2: // JSON
      for (let n = uint(); n > 0; n--) {
        const value = text();
        if (value !== 'undefined') JSON.parse(value);
      }
      return;
    case 3: // binary
      skip(uint());
      return;
    case 4: // string
      string();
      return;
    case 5: // embed
      JSON.parse(text());
      return;
    case 6: // format
      string();
      JSON.parse(text());
      return;
    case 7: {
      // A shared type, of 7 kinds; XmlElement (3) and XmlHook (5) carry a name.
      const type = uint();
      if (type === 3 || type === 5) string();
      else if (type > 6) unreadable();
      return;
    }
    case 8: // any
      for (let n = uint(); n > 0; n--) any();
      return;
    case 9: {
      // A subdocument: its guid, then options whose fields Yjs reads (so neither undefined nor null).
      string();
      const options = any();
      if (options === 127 || options === 126) unreadable();
      return;
    }
    default:
      unreadable();
  }
}

/** An item's id (origin, right origin, parent) or a delete range: two numbers. */
function pair() {
  uint();
  uint();
}

/** Structs, per client: count, client, first clock, then each struct (Yjs `lazyStructReaderGenerator`). */
function structs() {
  for (let clients = uint(); clients > 0; clients--) {
    let count = uint();
    uint();
    uint();
    for (; count > 0; count--) {
      const info = arr[pos++] ?? 0;
      if (info === 10)
        uint(); // skip
      else if ((info & contentRef) === 0)
        uint(); // gc
      else {
        if (info & origin) pair();
        if (info & rightOrigin) pair();
        if ((info & (origin | rightOrigin)) === 0) {
          if (uint() === 1) string();
          else pair();
          if (info & parentKey) string();
        }
        content(info & contentRef);
      }
    }
  }
}

/** The delete set: per client, client and count, then each range's clock and length. */
function deleteSet() {
  for (let clients = uint(); clients > 0; clients--) {
    uint();
    for (let ranges = uint(); ranges > 0; ranges--) pair();
  }
}

/** Throws unless `update` reads to its end as `Y.decodeUpdate` (and so `Y.applyUpdate`) reads it. */
export function checkUpdate(update: Uint8Array): void {
  arr = update;
  end = update.length;
  pos = 0;
  try {
    structs();
    deleteSet();
  } finally {
    arr = nothing;
  }
}

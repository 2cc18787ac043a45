// A minimal, structurally valid MP4 for tests (no ffmpeg here): an "ftyp" box (brand isom) and a
// "moov" box holding a version-0 "mvhd" (timescale 1000, no tracks). Built by hand, byte by byte.
function box(type: string, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(payload, 8);
  return out;
}

export function minimalMp4(): Uint8Array<ArrayBuffer> {
  const ftyp = box(
    "ftyp",
    new Uint8Array([
      ...new TextEncoder().encode("isom"),
      0,
      0,
      2,
      0,
      ...new TextEncoder().encode("isomiso2mp41"),
    ]),
  );
  const mvhd = new Uint8Array(100); // payload after the 8-byte header
  const view = new DataView(mvhd.buffer);
  view.setUint32(12, 1000); // timescale (after version/flags, creation, modification)
  view.setUint32(20, 0x00010000); // rate 1.0
  view.setUint16(24, 0x0100); // volume 1.0
  // Identity matrix at offset 36: a, b, u, c, d, v, x, y, w.
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((n, i) => {
    view.setUint32(36 + i * 4, n);
  });
  view.setUint32(96, 1); // next_track_ID
  const moov = box("moov", box("mvhd", mvhd));
  const file = new Uint8Array(ftyp.length + moov.length);
  file.set(ftyp);
  file.set(moov, ftyp.length);
  return file;
}

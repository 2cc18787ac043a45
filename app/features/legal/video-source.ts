// How a catalogue entry plays (SPEC §4 "Video modal", DESIGN D19): no url → "Em breve" (does not
// open); an mp4 in the public 'videos' bucket → the native player; any other https address →
// a sandboxed frame. Anything else (http:, javascript:, data:, other paths) never loads.
export type VideoSource =
  | { kind: "none" }
  | { kind: "native"; src: string }
  | { kind: "frame"; src: string };

const BUCKET_MP4 = /^\/storage\/videos\/[A-Za-z0-9_][A-Za-z0-9._/-]*\.mp4$/i;

export function videoSource(url: string | null | undefined): VideoSource {
  const value = url?.trim() ?? "";
  if (value === "") return { kind: "none" };
  if (BUCKET_MP4.test(value) && !value.includes("..")) return { kind: "native", src: value };
  try {
    const parsed = new URL(value);
    if (parsed.protocol === "https:") return { kind: "frame", src: parsed.toString() };
  } catch {
    // not an absolute address
  }
  return { kind: "none" };
}

import { describe, expect, it } from "vitest";
import { videoSource } from "~/features/legal/video-source";
import { bucketKeyOf, safeVideoKey, sniffMp4 } from "./videos-mp4";
import { minimalMp4 } from "./videos-mp4-fixture";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("sniffMp4", () => {
  it("accepts an ISO-BMFF file that starts with an ftyp box", () => {
    const file = minimalMp4();
    expect(file.length).toBe(144);
    expect(sniffMp4(file)).toBe(true);
    expect(sniffMp4(file.subarray(0, 12))).toBe(true);
  });

  it("refuses other content, truncated heads, tiny boxes and QuickTime", () => {
    expect(sniffMp4(bytes("<html><body>oi</body></html>"))).toBe(false);
    expect(sniffMp4(minimalMp4().subarray(0, 11))).toBe(false);
    expect(sniffMp4(new Uint8Array([0, 0, 0, 8, ...bytes("ftypisom")]))).toBe(false);
    expect(sniffMp4(new Uint8Array([0, 0, 0, 20, ...bytes("ftypqt  ")]))).toBe(false);
    expect(sniffMp4(new Uint8Array([0, 0, 0, 20, ...bytes("moovisom")]))).toBe(false);
    expect(sniffMp4(new Uint8Array([0, 0, 0, 20, ...bytes("ftyp"), 0, 1, 2, 3]))).toBe(false);
  });
});

describe("safeVideoKey", () => {
  it("keeps a readable, bucket-safe stem and adds a random suffix", () => {
    expect(safeVideoKey("Aula 1 — Juros Abusivos.MP4", "0a1b2c3d")).toBe(
      "aula-1-juros-abusivos-0a1b2c3d.mp4",
    );
    expect(safeVideoKey("../../etc/passwd", "00000000")).toBe("etc-passwd-00000000.mp4");
    expect(safeVideoKey(".mp4", "00000000")).toBe("video-00000000.mp4");
    expect(safeVideoKey("ação.mp4", "ffffffff")).toBe("acao-ffffffff.mp4");
    expect(safeVideoKey(`${"x".repeat(300)}.mp4`, "12345678")).toHaveLength(60 + 9 + 4);
    expect(safeVideoKey("a.mp4")).toMatch(/^a-[0-9a-f]{8}\.mp4$/);
  });

  it("makes urls the legal page plays natively", () => {
    const key = safeVideoKey("Vídeo final (2).mp4");
    expect(videoSource(`/storage/videos/${key}`)).toEqual({
      kind: "native",
      src: `/storage/videos/${key}`,
    });
    expect(bucketKeyOf(`/storage/videos/${key}`)).toBe(key);
  });
});

describe("bucketKeyOf", () => {
  it("only names files of our own videos bucket", () => {
    expect(bucketKeyOf(null)).toBeNull();
    expect(bucketKeyOf("https://www.youtube.com/embed/x")).toBeNull();
    expect(bucketKeyOf("/storage/modelos/a.mp4")).toBeNull();
    expect(bucketKeyOf("/storage/videos/../x.mp4")).toBeNull();
    expect(bucketKeyOf("/storage/videos/a..b.mp4")).toBeNull();
  });
});

// readVideoForm on a real disk bucket in a temp folder: what is stored, what is refused, and that
// a refused or broken upload leaves nothing behind (not even the temporary file).
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, type Storage } from "~/services/storage.server";
import { minimalMp4 } from "./videos-mp4-fixture";
import { VIDEO_MSG } from "./videos-schema";
import { readVideoForm } from "./videos-upload.server";

let root: string;
let store: Storage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "videos-upload-"));
  store = createDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bucketFiles = async () => readdir(path.join(root, "videos")).catch(() => [] as string[]);

function post(
  body: FormData | URLSearchParams | string,
  headers: Record<string, string> = {},
): Request {
  return new Request("http://localhost/admin-dashboard/videos", { method: "POST", body, headers });
}

function form(file?: {
  bytes: Uint8Array<ArrayBuffer> | string;
  name: string;
  type: string;
}): FormData {
  const data = new FormData();
  data.set("id", "7d3c1c8e-2b4f-4f0a-9a51-0c7c6b1c2d3e");
  data.set("titulo", "Aula 1");
  data.set("origem", "mp4");
  data.set("url", "");
  data.set(
    "arquivo",
    file
      ? new File([file.bytes], file.name, { type: file.type })
      : new File([], "", { type: "application/octet-stream" }),
  );
  return data;
}

describe("readVideoForm", () => {
  it("streams a real mp4 into the videos bucket under a safe name", async () => {
    const mp4 = minimalMp4();
    const read = await readVideoForm(
      post(form({ bytes: mp4, name: "Aula 1 (final).mp4", type: "video/mp4" })),
      store,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.fields).toMatchObject({ titulo: "Aula 1", origem: "mp4", url: "" });
    expect(read.fileError).toBeNull();
    expect(read.stored).toMatch(/^aula-1-final-[0-9a-f]{8}\.mp4$/);
    expect(await bucketFiles()).toEqual([read.stored]);
    expect(new Uint8Array(await readFile(path.join(root, "videos", read.stored!)))).toEqual(mp4);
  });

  it("refuses a file that claims video/mp4 but is not one, keeping nothing", async () => {
    const read = await readVideoForm(
      post(form({ bytes: "<html>não sou vídeo</html>", name: "a.mp4", type: "video/mp4" })),
      store,
    );
    expect(read).toMatchObject({ ok: true, stored: null, fileError: VIDEO_MSG.arquivoInvalido });
    expect(await bucketFiles()).toEqual([]);
  });

  it("refuses a real mp4 sent with another MIME type, and a file shorter than the ftyp header", async () => {
    const wrongType = await readVideoForm(
      post(form({ bytes: minimalMp4(), name: "a.mov", type: "video/quicktime" })),
      store,
    );
    expect(wrongType).toMatchObject({
      ok: true,
      stored: null,
      fileError: VIDEO_MSG.arquivoInvalido,
    });
    const tiny = await readVideoForm(
      post(form({ bytes: minimalMp4().subarray(0, 8), name: "a.mp4", type: "video/mp4" })),
      store,
    );
    expect(tiny).toMatchObject({ ok: true, stored: null, fileError: VIDEO_MSG.arquivoInvalido });
    expect(await bucketFiles()).toEqual([]);
  });

  it("stops a file over the limit and still reads the fields after it", async () => {
    const big = new Uint8Array(64 * 1024);
    big.set(minimalMp4());
    const data = form({ bytes: big, name: "grande.mp4", type: "video/mp4" });
    data.append("depois", "lido");
    const read = await readVideoForm(post(data), store, 32 * 1024);
    expect(read).toMatchObject({ ok: true, stored: null, fileError: VIDEO_MSG.arquivoGrande });
    if (read.ok) expect(read.fields.depois).toBe("lido");
    expect(await bucketFiles()).toEqual([]);
  });

  it("refuses a declared body far over the limit without reading it", async () => {
    const read = await readVideoForm(
      post("x", {
        "content-type": "multipart/form-data; boundary=b",
        "content-length": String(2 * 1024 * 1024),
      }),
      store,
      1024,
    );
    expect(read).toEqual({ ok: false, reason: "too_large", message: VIDEO_MSG.arquivoGrande });
  });

  it("treats an empty file input as no file", async () => {
    const read = await readVideoForm(post(form()), store);
    expect(read).toMatchObject({ ok: true, stored: null, fileError: null });
  });

  it("reads urlencoded forms too", async () => {
    const read = await readVideoForm(
      post(new URLSearchParams({ id: "x", titulo: "T", origem: "externo", url: "https://a.b/c" })),
      store,
    );
    expect(read).toEqual({
      ok: true,
      fields: { id: "x", titulo: "T", origem: "externo", url: "https://a.b/c" },
      stored: null,
      fileError: null,
    });
  });

  it("answers a pt-BR message for bodies it cannot parse, and drops a half-received file", async () => {
    expect(await readVideoForm(post("{}", { "content-type": "application/json" }), store)).toEqual({
      ok: false,
      reason: "unreadable",
      message: VIDEO_MSG.formularioInvalido,
    });
    // A multipart body cut in the middle of the file (the browser went away).
    const encoded = new Response(form({ bytes: minimalMp4(), name: "a.mp4", type: "video/mp4" }));
    const full = new Uint8Array(await encoded.arrayBuffer());
    const cut = full.subarray(0, Buffer.from(full).indexOf("moov") + 4); // stops inside the file's bytes
    const request = new Request("http://localhost/", {
      method: "POST",
      body: cut,
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    const read = await readVideoForm(request, store);
    expect(read).toEqual({
      ok: false,
      reason: "unreadable",
      message: VIDEO_MSG.formularioInvalido,
    });
    // The bucket folder exists (the upload had started) and is empty again.
    expect(await readdir(path.join(root, "videos"))).toEqual([]);
  });
});

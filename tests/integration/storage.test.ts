// The storage service, on disk and on a local S3-protocol server (s3rver through the official
// @aws-sdk/client-s3), and the HTTP answers of a public storage object: the same tests for both.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Client, createS3Storage } from "~/services/storage-s3.server";
import { serveStorageObject } from "~/services/storage-http.server";
import {
  type Bucket,
  createDiskStorage,
  type Storage,
  StorageKeyError,
} from "~/services/storage.server";
import { type LocalS3, startLocalS3 } from "../support/s3-server";

const root = mkdtempSync(path.join(tmpdir(), "revisafacil-storage-"));
let s3: LocalS3;
let store: Storage;
let n = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Backend {
  name: string;
  /** A fresh, empty store. */
  fresh(): Promise<Storage>;
  /** Names as the backend itself holds them in a bucket (files in its folder, keys under its prefix). */
  raw(bucket: Bucket): Promise<string[]>;
  /** Writes a name the API would refuse, behind the API's back. */
  plant(bucket: Bucket, name: string, content: string): Promise<void>;
}

let dir = "";
let s3Bucket = "";
const backends: Backend[] = [
  {
    name: "disk",
    async fresh() {
      dir = path.join(root, `case-${++n}`);
      return createDiskStorage(dir);
    },
    raw: async (bucket) => readdirSync(path.join(dir, bucket)),
    plant: async (bucket, name, content) => writeFileSync(path.join(dir, bucket, name), content),
  },
  {
    name: "S3 (s3rver)",
    async fresh() {
      s3Bucket = `case-${++n}`;
      return createS3Storage(await s3.newBucket(s3Bucket));
    },
    async raw(bucket) {
      const client = createS3Client(await s3Config());
      const res = await client.send(
        new ListObjectsV2Command({ Bucket: s3Bucket, Prefix: `${bucket}/` }),
      );
      return (res.Contents ?? []).map((o) => o.Key!.slice(bucket.length + 1));
    },
    async plant(bucket, name, content) {
      const client = createS3Client(await s3Config());
      await client.send(
        new PutObjectCommand({ Bucket: s3Bucket, Key: `${bucket}/${name}`, Body: content }),
      );
    },
  },
];
const s3Config = async () => ({
  bucket: s3Bucket,
  region: "us-east-1",
  endpoint: s3.endpoint,
  credentials: s3.credentials,
  forcePathStyle: true,
});

const textOf = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe.each(backends)("$name", (backend) => {
  beforeEach(async () => {
    store = await backend.fresh();
  });

  describe("storage service", () => {
    it("puts, heads, gets, lists and deletes an object", async () => {
      const put = await store.put(
        "modelos",
        "notificacao-veiculo-seguro.docx",
        "conteúdo do modelo",
      );
      expect(put).toMatchObject({
        bucket: "modelos",
        key: "notificacao-veiculo-seguro.docx",
        size: Buffer.byteLength("conteúdo do modelo"),
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      });
      expect(put.etag).toMatch(/^"[0-9a-z-]+"$/);
      expect(await backend.raw("modelos")).toEqual(["notificacao-veiculo-seguro.docx"]);

      expect(await store.head("modelos", "notificacao-veiculo-seguro.docx")).toEqual(put);
      const got = await store.get("modelos", "notificacao-veiculo-seguro.docx");
      expect(got?.object).toEqual(put);
      expect(await textOf(got!.body)).toBe("conteúdo do modelo");

      expect((await store.list("modelos")).map((o) => o.key)).toEqual([
        "notificacao-veiculo-seguro.docx",
      ]);
      expect(await store.delete("modelos", "notificacao-veiculo-seguro.docx")).toBe(true);
      expect(await store.delete("modelos", "notificacao-veiculo-seguro.docx")).toBe(false);
      expect(await store.head("modelos", "notificacao-veiculo-seguro.docx")).toBeNull();
      expect(await store.get("modelos", "notificacao-veiculo-seguro.docx")).toBeNull();
    });

    it("accepts bytes, web streams and node streams, in nested folders", async () => {
      await store.put("videos", "aulas/aula-1.mp4", new Uint8Array([0, 1, 2, 3]));
      await store.put(
        "videos",
        "aulas/aula-2.mp4",
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("web"));
            controller.close();
          },
        }),
      );
      await store.put(
        "videos",
        "intro.mp4",
        Readable.from([Buffer.from("node "), Buffer.from("stream")]),
      );
      const listed = await store.list("videos");
      expect(listed.map((o) => [o.key, o.size, o.contentType])).toEqual([
        ["aulas/aula-1.mp4", 4, "video/mp4"],
        ["aulas/aula-2.mp4", 3, "video/mp4"],
        ["intro.mp4", 11, "video/mp4"],
      ]);
      expect((await store.list("videos", "aulas/")).map((o) => o.key)).toEqual([
        "aulas/aula-1.mp4",
        "aulas/aula-2.mp4",
      ]);
      expect(await textOf((await store.get("videos", "intro.mp4"))!.body)).toBe("node stream");
    });

    it("reads a byte range", async () => {
      await store.put("videos", "v.mp4", "0123456789");
      const part = await store.get("videos", "v.mp4", { start: 2, end: 5 });
      expect(await textOf(part!.body)).toBe("2345");
    });

    it("gives a replaced object a new ETag and never lists temporary files", async () => {
      const first = await store.put("modelos", "a.pdf", "one");
      const second = await store.put("modelos", "a.pdf", "two");
      expect(second.etag).not.toBe(first.etag);
      await backend.plant("modelos", ".upload-abc", "partial");
      expect((await store.list("modelos")).map((o) => o.key)).toEqual(["a.pdf"]);
    });

    it("streams a file larger than one upload part and reads its last bytes back", async () => {
      // 17 MB in 1 MB chunks: on S3 three multipart parts (8 MB each), on disk one file.
      const chunk = (i: number) => Buffer.alloc(1024 * 1024, i % 251);
      const put = await store.put(
        "videos",
        "grande.mp4",
        Readable.from(
          (function* () {
            for (let i = 0; i < 17; i++) yield chunk(i);
          })(),
        ),
      );
      expect(put.size).toBe(17 * 1024 * 1024);
      const tail = await store.get("videos", "grande.mp4", {
        start: put.size - 4,
        end: put.size - 1,
      });
      expect(tail!.object.size).toBe(put.size);
      expect(tail!.object.etag).toBe(put.etag);
      expect([...new Uint8Array(await new Response(tail!.body).arrayBuffer())]).toEqual([
        16, 16, 16, 16,
      ]);
    });

    it("stores nothing when the stream fails, and passes the stream's own error on", async () => {
      const refused = new Error("arquivo recusado");
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024, 1));
          this.destroy(refused);
        },
      });
      await expect(store.put("videos", "falhou.mp4", failing)).rejects.toBe(refused);
      expect(await store.head("videos", "falhou.mp4")).toBeNull();
      expect(await store.list("videos")).toEqual([]);
    });

    it("answers an empty list for a bucket that has no folder yet", async () => {
      expect(await store.list("videos")).toEqual([]);
    });

    it.each([
      "../segredo.txt",
      "a/../../segredo.txt",
      "..",
      "/etc/passwd",
      ".env",
      "pasta/.oculto",
      "a\\..\\b",
      "a//b",
      "",
      "x".repeat(600),
      "nome com espaço.pdf",
      "a/\u0000b",
    ])("refuses the key %j", async (key) => {
      await expect(store.put("modelos", key, "x")).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.head("modelos", key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.get("modelos", key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.delete("modelos", key)).rejects.toBeInstanceOf(StorageKeyError);
    });

    it("refuses an unknown bucket", async () => {
      await expect(store.put("privado" as Bucket, "a.pdf", "x")).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(store.list("../modelos" as Bucket)).rejects.toBeInstanceOf(StorageKeyError);
    });
  });

  describe("storage over HTTP", () => {
    const url = "http://localhost/storage/";
    const request = (method: string, headers: Record<string, string> = {}) =>
      new Request(url, { method, headers });

    beforeEach(async () => {
      await store.put("modelos", "peticao-emprestimo-seguro.docx", "conteúdo do modelo");
      await store.put("videos", "aula.mp4", "0123456789");
    });

    it("answers GET with 200, the body and its headers", async () => {
      const res = await serveStorageObject(
        request("GET"),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(res.headers.get("content-length")).toBe(
        String(Buffer.byteLength("conteúdo do modelo")),
      );
      expect(res.headers.get("etag")).toMatch(/^"/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300, no-transform");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="peticao-emprestimo-seguro.docx"',
      );
      expect(await res.text()).toBe("conteúdo do modelo");
    });

    it("answers HEAD with the same headers and no body", async () => {
      const get = await serveStorageObject(
        request("GET"),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      await get.body?.cancel();
      const head = await serveStorageObject(
        request("HEAD"),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      for (const name of [
        "content-type",
        "content-length",
        "etag",
        "cache-control",
        "last-modified",
      ]) {
        expect(head.headers.get(name)).toBe(get.headers.get(name));
      }
    });

    it("answers 304 when If-None-Match carries the current ETag, 200 otherwise", async () => {
      const { etag } = (await store.head("modelos", "peticao-emprestimo-seguro.docx"))!;
      const fresh = await serveStorageObject(
        request("GET", { "If-None-Match": etag }),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(fresh.status).toBe(304);
      expect(fresh.body).toBeNull();
      expect(fresh.headers.get("etag")).toBe(etag);
      const weak = await serveStorageObject(
        request("HEAD", { "If-None-Match": `"x", W/${etag}` }),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(weak.status).toBe(304);
      const stale = await serveStorageObject(
        request("GET", { "If-None-Match": '"antigo"' }),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(stale.status).toBe(200);
      await stale.body?.cancel();
    });

    it("answers 404 for a missing file, 400 for a bad bucket or path, 405 for other methods", async () => {
      const missing = await serveStorageObject(request("GET"), store, "modelos", "nao-existe.docx");
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe("Arquivo não encontrado.");
      expect(
        (await serveStorageObject(request("HEAD"), store, "modelos", "nao-existe.docx")).status,
      ).toBe(404);
      const bucket = await serveStorageObject(request("GET"), store, "privado", "a.docx");
      expect(bucket.status).toBe(400);
      expect(await bucket.text()).toBe("Bucket inválido: privado.");
      const traversal = await serveStorageObject(
        request("GET"),
        store,
        "modelos",
        "../videos/aula.mp4",
      );
      expect(traversal.status).toBe(400);
      expect(await traversal.text()).toBe("Caminho de arquivo inválido.");
      const post = await serveStorageObject(
        request("POST"),
        store,
        "modelos",
        "peticao-emprestimo-seguro.docx",
      );
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
    });

    it("serves byte ranges of a video with 206, and 416 when out of bounds", async () => {
      const part = await serveStorageObject(
        request("GET", { Range: "bytes=2-5" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
      expect(part.headers.get("content-length")).toBe("4");
      expect(part.headers.get("content-disposition")).toBe('inline; filename="aula.mp4"');
      expect(await part.text()).toBe("2345");

      const open = await serveStorageObject(
        request("GET", { Range: "bytes=7-" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect([open.status, open.headers.get("content-range"), await open.text()]).toEqual([
        206,
        "bytes 7-9/10",
        "789",
      ]);
      const suffix = await serveStorageObject(
        request("GET", { Range: "bytes=-3" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect([suffix.status, await suffix.text()]).toEqual([206, "789"]);
      const beyond = await serveStorageObject(
        request("GET", { Range: "bytes=5-99" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect([beyond.status, beyond.headers.get("content-range"), await beyond.text()]).toEqual([
        206,
        "bytes 5-9/10",
        "56789",
      ]);

      const outside = await serveStorageObject(
        request("GET", { Range: "bytes=10-" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect(outside.status).toBe(416);
      expect(outside.headers.get("content-range")).toBe("bytes */10");

      const several = await serveStorageObject(
        request("GET", { Range: "bytes=0-1,4-5" }),
        store,
        "videos",
        "aula.mp4",
      );
      expect([several.status, await several.text()]).toEqual([200, "0123456789"]);
      const oldCopy = await serveStorageObject(
        request("GET", { Range: "bytes=0-1", "If-Range": '"antigo"' }),
        store,
        "videos",
        "aula.mp4",
      );
      expect([oldCopy.status, await oldCopy.text()]).toEqual([200, "0123456789"]);
    });
  });
});

// The storage interface (DESIGN D20), shared by the disk (storage.server.ts) and S3
// (storage-s3.server.ts) implementations.
import type { Bucket } from "./storage-keys";

export interface StoredObject {
  bucket: Bucket;
  key: string;
  size: number;
  contentType: string;
  /** Quoted, changes whenever the file is replaced. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

export type PutBody = Uint8Array | string | ReadableStream<Uint8Array> | NodeJS.ReadableStream;

export interface Storage {
  put(bucket: Bucket, key: string, body: PutBody): Promise<StoredObject>;
  /** Metadata only; null when there is no such object. */
  head(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** The object's bytes (or one range of them) as a stream; null when missing. */
  get(
    bucket: Bucket,
    key: string,
    range?: ByteRange,
  ): Promise<{ object: StoredObject; body: ReadableStream<Uint8Array> } | null>;
  /** True when something was deleted. */
  delete(bucket: Bucket, key: string): Promise<boolean>;
  /** Objects whose key starts with prefix, sorted by key. */
  list(bucket: Bucket, prefix?: string): Promise<StoredObject[]>;
}

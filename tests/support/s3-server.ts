// A local S3-protocol server (s3rver, pure JavaScript) on 127.0.0.1 for the storage tests and
// the two-instance test: the real @aws-sdk/client-s3 talks real HTTP to it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types; only run()/close() are used.
import S3rver from "s3rver";
import { createS3Client, type S3StorageConfig } from "~/services/storage-s3.server";

export interface LocalS3 {
  endpoint: string;
  /** s3rver's fixed credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A config for a new, empty bucket. */
  newBucket(name: string): Promise<S3StorageConfig>;
  /** The S3_* variables for an app server using this bucket. */
  envFor(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "revisafacil-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const base = { region: "us-east-1", endpoint, credentials, forcePathStyle: true };
  return {
    endpoint,
    credentials,
    async newBucket(name) {
      const config = { ...base, bucket: name };
      const client = createS3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
      return config;
    },
    envFor: (bucket) => ({
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

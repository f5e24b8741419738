import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  type PutObjectCommandInput,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertSafeKey, type Bucket, type FileStorage } from "./file-storage";

export interface S3StorageOptions {
  /** Unset: AWS itself. Otherwise the URL of any S3-compatible server (MinIO, Ceph, R2, ...). */
  endpoint?: string;
  /** The one S3 bucket; each portal bucket is a key prefix inside it. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/key instead of http://bucket.host/key; most self-hosted servers need it. */
  forcePathStyle?: boolean;
}

// At most partSize x queueSize bytes of an upload are in memory at a time.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** Only a missing object: a missing bucket (NoSuchBucket) is a misconfiguration and must stay an error. */
function isMissingObject(error: unknown): boolean {
  const name = errorName(error);
  // HeadObject has no body, so its 404 carries no error code, only the name NotFound.
  return name === "NoSuchKey" || name === "NotFound";
}

/** The same error code as the disk storage's, so callers tell a clash the same way. */
function alreadyExists(objectKey: string): Error {
  return Object.assign(new Error(`storage object already exists: ${objectKey}`), { code: "EEXIST" });
}

/** Bytes [skip, skip + take) of a stream; stops reading the source once they are through. */
function slice(source: ReadableStream<Uint8Array>, skip: number, take: number): ReadableStream<Uint8Array> {
  const end = skip + take;
  let position = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const from = Math.max(skip - position, 0);
        const to = Math.min(end - position, chunk.byteLength);
        position += chunk.byteLength;
        if (from < to) controller.enqueue(chunk.subarray(from, to));
        if (position >= end) controller.terminate();
      },
      flush(controller) {
        controller.error(new Error(`S3 body ended after ${position} of ${end} bytes`));
      },
    }),
  );
}

/** Files as objects `<bucket>/<key>` in one bucket of an S3-compatible server. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums (aws-chunked uploads) are refused by many S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  };

  return {
    async put(bucket, key, data) {
      const Key = objectKey(bucket, key);
      // Not every S3-compatible server honours If-None-Match on writes: look first, so a clash is refused
      // everywhere; If-None-Match then also closes the race on servers that do.
      const exists = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key })).then(
        () => true,
        (error: unknown) => {
          if (isMissingObject(error)) return false;
          throw error;
        },
      );
      if (exists) throw alreadyExists(Key);
      const params: PutObjectCommandInput = {
        Bucket: options.bucket,
        Key,
        // A Blob is streamed part by part, never read whole.
        Body: data instanceof Blob ? data.stream() : data,
        IfNoneMatch: "*",
      };
      const upload = new Upload({ client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE });
      try {
        await upload.done();
      } catch (error) {
        if (errorName(error) === "PreconditionFailed") throw alreadyExists(Key);
        throw error;
      }
    },

    async get(bucket, key) {
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }),
        );
        if (!response.Body) return new Uint8Array(0);
        return new Uint8Array(await response.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async open(bucket, key, range) {
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(bucket, key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
      const body = response.Body
        ? (response.Body.transformToWebStream() as ReadableStream<Uint8Array>)
        : new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      // "bytes 0-9/1234": what was served, then the whole size. A plain 200 served the whole object.
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.ContentRange ?? "");
      const totalSize = served ? Number(served[3]) : response.ContentLength;
      if (totalSize === undefined) {
        await body.cancel();
        throw new Error(`S3 answered without the size of ${bucket}/${key}`);
      }
      if (!range) return { totalSize, body };
      const servedStart = served ? Number(served[1]) : 0;
      const servedEnd = served ? Number(served[2]) : totalSize - 1;
      if (servedStart === range.start && servedEnd === range.end) return { totalSize, body };
      // HTTP lets a server ignore or widen a range (s3rver serves all of "bytes=0-0"): cut it to size.
      if (servedStart > range.start || servedEnd < range.end) {
        await body.cancel();
        throw new Error(
          `S3 served bytes ${servedStart}-${servedEnd} of ${bucket}/${key} for ${range.start}-${range.end}`,
        );
      }
      return { totalSize, body: slice(body, range.start - servedStart, range.end - range.start + 1) };
    },

    async delete(bucket, key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
      } catch (error) {
        // S3 itself answers 204 for a missing key; some compatible servers say NoSuchKey.
        if (!isMissingObject(error)) throw error;
      }
    },
  };
}

import { rmSync } from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { makeTempFolder } from './temp-folders.ts';

/** A local S3-compatible server with one empty bucket; `url` is what `S3_URL` takes. */
export async function startS3Server(bucket = 'materiais') {
  const directory = makeTempFolder('s3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    /** The objects the bucket holds, by key. */
    objectsDirectory: path.join(directory, bucket),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

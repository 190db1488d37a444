import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-file-store.ts';

describe('S3_URL', () => {
  it('gives the endpoint, bucket, prefix, region and key pair', () => {
    expect(
      parseS3Url(
        'https://AKIA123:se%2Fcret@s3.sa-east-1.amazonaws.com/legado/materiais/v1?region=sa-east-1',
      ),
    ).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'legado',
      prefix: 'materiais/v1/',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cret' },
    });
  });

  it('leaves the key pair and region to their defaults when it names none', () => {
    expect(parseS3Url('http://127.0.0.1:9000/arquivos')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'arquivos',
      prefix: '',
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it('must name a bucket', () => {
    expect(() => parseS3Url('https://s3.example.com/')).toThrow(/bucket/);
  });
});

/**
 * A published material downloaded by clients at once, beside the same file served from disk by
 * @fastify/static in a bare Fastify server (the `static-file` yardstick); the two alternate in
 * rounds, so that the machine's drift falls on both.
 */
import { dataApiPrefix } from '../shared/site-paths.ts';
import { sampleMp4, uploadMaterial } from '../tests/support/material-files.ts';
import { alternate } from './alternate.ts';
import type { BenchServer } from './bench-servers.ts';
import { type DownloadTotals, downloaders } from './downloaders.ts';

/** 20 MB that sniff as an MP4: a video lesson. */
export const sampleFile = { name: 'aula.mp4', bytes: sampleMp4(20_000_000) };

async function publishSample(server: BenchServer, staffToken: string) {
  const response = await uploadMaterial(server, staffToken, {
    fileName: sampleFile.name,
    bytes: sampleFile.bytes,
    published: true,
  });
  if (response.status !== 201) throw new Error(`uploading the material: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** A client's link to the material: a URL that downloads without an Authorization header. */
async function linkFor(server: BenchServer, token: string, materialId: string) {
  const response = await fetch(`${server.url}${dataApiPrefix}/materials/${materialId}/link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`linking to the material: ${response.status}`);
  return `${server.url}${((await response.json()) as { url: string }).url}`;
}

export interface DownloadComparison {
  connections: number;
  ours: DownloadTotals;
  floor: DownloadTotals;
}

/** For each count of `connections`, one client per connection downloading through its own link. */
export async function compareDownloads(options: {
  server: BenchServer;
  staffToken: string;
  clientTokens: string[];
  floorUrl: string;
  connections: number[];
  rounds: number;
  seconds: number;
}): Promise<DownloadComparison[]> {
  const { server, clientTokens } = options;
  const materialId = await publishSample(server, options.staffToken);
  const links = await Promise.all(
    clientTokens
      .slice(0, Math.max(...options.connections))
      .map((token) => linkFor(server, token, materialId)),
  );
  const comparisons: DownloadComparison[] = [];
  for (const connections of options.connections) {
    const size = sampleFile.bytes.length;
    const ours = downloaders(links.slice(0, connections), size);
    const floor = downloaders(Array<string>(connections).fill(options.floorUrl), size);
    await alternate({ ours: ours.measure, floor: floor.measure }, options.rounds, options.seconds);
    comparisons.push({ connections, ours: ours.totals, floor: floor.totals });
  }
  return comparisons;
}

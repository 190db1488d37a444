/**
 * Reads a V8 CPU profile (`node --cpu-prof`) into the time of each part of a server's work: the
 * inclusive time of each of our functions and of the packages' entry points, and the time spent
 * in each package's own code, in µs over the whole profile.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to, or our file's path, or V8's own label. */
function owner(url: string) {
  if (url === '') return '(V8 and native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node';
  const ours = /\/((?:server|bench|shared)\/.*)$/.exec(url);
  return ours ? ours[1]! : url;
}

function frameName(node: ProfileNode) {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${owner(url)} ${functionName || '(anonymous)'}:${lineNumber + 1}`;
}

export function hotPathParts(profile: CpuProfile, top = 45) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const inclusive = new Map<string, number>();
  const ownSelf = new Map<string, number>();
  const walk = (id: number, above: Set<string>): number => {
    const node = byId.get(id)!;
    const name = frameName(node);
    const nested = above.has(name);
    const here = nested ? above : new Set(above).add(name);
    let total = self.get(id) ?? 0;
    const packageName = `self: ${owner(node.callFrame.url) || node.callFrame.functionName}`;
    const label = node.callFrame.url === '' ? `self: ${node.callFrame.functionName}` : packageName;
    ownSelf.set(label, (ownSelf.get(label) ?? 0) + total);
    for (const child of node.children ?? []) total += walk(child, here);
    if (!nested) inclusive.set(name, (inclusive.get(name) ?? 0) + total);
    return total;
  };
  walk(profile.nodes[0]!.id, new Set());
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [...sorted(ownSelf), ['—', 0] as [string, number], ...sorted(inclusive)];
}

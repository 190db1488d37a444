/**
 * Reads a V8 CPU profile (`node --cpu-prof`) of the server into the parts of `GET /user`'s work:
 * each sample from the first `GET /user` on goes to the innermost part on its stack, in µs.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Matched against `url function` of each frame, the innermost frame first. */
const parts: [RegExp, string][] = [
  [/^ \(idle\)$/, '(idle)'],
  [/^ writev$/, 'socket write (kernel)'],
  [/^ \(garbage collector\)$/, 'garbage collection'],
  [/request-metrics\.ts|prom-client/, 'metrics (onResponse)'],
  [/drain\.ts/, 'requests in flight (onRequest)'],
  [/jwt\.ts apiKeyRole/, 'API key check'],
  [/auth-api\.ts/, 'fixed headers (onRequest)'],
  [/@fastify\/cors/, 'CORS (onRequest)'],
  [/jwt\.ts verifyBearer/, 'access token'],
  [/sessions\.ts readSessionWithUser/, 'session and user row'],
  [/factors\.ts factorsOf/, 'factor list'],
  [/guards\.ts|authentication\.ts|session-policy\.ts/, 'signedIn guard, the rest'],
  [/user-json\.ts/, 'user document'],
  [/fast-json-stringify|reply\.js serialize/, 'serialization'],
  [/pino|redact|logger-factory/, 'request logger'],
  [/find-my-way/, 'routing'],
];

export function hotPathParts(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const { url, functionName } = byId.get(id)!.callFrame;
    const frame = `${url} ${functionName}`;
    const above = parent.get(id);
    const part =
      parts.find(([pattern]) => pattern.test(frame))?.[1] ??
      (above === undefined ? 'the rest (Node http, Fastify)' : classify(above));
    partOf.set(id, part);
    return part;
  };
  // Start-up and the account's sign-in come before the first session read: left out.
  const firstRead = profile.samples.findIndex((id) => classify(id) === 'session and user row');
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    if (index < firstRead) return;
    const part = classify(id);
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** One sample of a Prometheus text exposition: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
      );
      return { name: name!, labels, value: Number(value) };
    });
}

/**
 * The value of `name` whose labels include `labels`, from a scrape; 0 when no such series was
 * written yet (a counter not yet incremented has none).
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  const found = parseSamples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names several series`);
  return found[0]?.value ?? 0;
}

/** Whether the scrape declares the metric at all (its `# TYPE` line). */
export const declares = (text: string, name: string) =>
  new RegExp(`^# TYPE ${name} `, 'm').test(text);

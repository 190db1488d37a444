type Measure = (seconds: number) => Promise<number>;

/** The mean rate of each measure over `rounds` rounds, every round running each once in turn. */
export async function alternate<Name extends string>(
  measures: Record<Name, Measure>,
  rounds: number,
  seconds: number,
) {
  const names = Object.keys(measures) as Name[];
  const totals = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) totals[name] += await measures[name](seconds);
  }
  for (const name of names) totals[name] /= rounds;
  return totals;
}

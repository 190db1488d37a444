/** An instant as the team reads it: in their time zone, in pt-BR. */
export function teamTime(instant: string, timeZone: string) {
  const date = new Date(instant);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, ...options }).format(date);
  const zoneName = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return {
    /** "terça-feira, 14 de julho de 2026" */
    day: format({ dateStyle: 'full' }),
    /** "14 de julho" */
    shortDay: format({ day: 'numeric', month: 'long' }),
    /** "10:00" */
    time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    /** "Horário Padrão de Brasília (America/Sao_Paulo)": the zone by name and by its id. */
    zone: zoneName ? `${zoneName} (${timeZone})` : timeZone,
  };
}

/** A calendar day, `YYYY-MM-DD`, as pt-BR writes it: "12/03/2027". */
export const numericDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', dateStyle: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );

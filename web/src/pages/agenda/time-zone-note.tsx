import { Globe } from 'lucide-react';
import { agendaContent } from '../../content/agenda.ts';
import { timeZoneLabel } from '../../lib/agenda-clock.ts';

const { timeZone: copy } = agendaContent;

/** Names the zone the times are shown in (the client's), and the team's when it reads otherwise. */
export function TimeZoneNote({ clientZone, teamZone }: { clientZone: string; teamZone: string }) {
  const yours = timeZoneLabel(clientZone);
  const team = timeZoneLabel(teamZone);
  return (
    <div className="flex gap-3 rounded-2xl border border-sand-300 px-4 py-3 text-small text-ink-700">
      <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-600" />
      <div>
        <p className="font-medium text-ink-900">{copy.yours(yours)}</p>
        {team !== yours && <p className="mt-1">{copy.team(team)}</p>}
      </div>
    </div>
  );
}

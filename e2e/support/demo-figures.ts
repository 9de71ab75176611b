// What each demo BDE's portal screens must show, worked out here from the demo's own rows
// (demo-bdes.json and demoLeads) with plain arithmetic, not with the API's queries.
import { demoLeads } from '../../api/src/demo/demo-leads';
import { DEMO_BDES, type DemoBde } from '../../api/src/demo/demo-data';
import {
  DAY_MS,
  INDIA_OFFSET_MS,
  lastMonthsInIndia,
  monthStartInIndia,
  todayInIndia,
} from '../../api/src/lib/india-time';
import { LEAD_STATUSES } from '../../shared/contract/staff';

const paise = (amount: string) => Math.round(Number(amount) * 100);
const indiaMonth = (at: number) => new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 7);
const byCountThenName = <T extends { name: string; count: number }>(rows: T[]) =>
  rows.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

function tally(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return byCountThenName([...counts].map(([name, count]) => ({ name, count })));
}

/** Everyone below `bde` in the referral tree, with their level. */
function downline(bde: DemoBde): Array<{ bde: DemoBde; level: number }> {
  const below: Array<{ bde: DemoBde; level: number }> = [];
  let level = [bde];
  for (let depth = 1; level.length; depth += 1) {
    const next = DEMO_BDES.filter((child) => level.some((parent) => child.referredBy === parent.userName));
    below.push(...next.map((child) => ({ bde: child, level: depth })));
    level = next;
  }
  return below;
}

export function demoPortalFigures(userName: string, now: number) {
  const index = DEMO_BDES.findIndex((bde) => bde.userName === userName);
  const bde = DEMO_BDES[index];
  const at = (daysAgo: number) => now - daysAgo * DAY_MS;
  const leads = demoLeads(DEMO_BDES.length, now).filter((lead) => lead.bdeIndex === index);

  const clientRows = new Map<
    string,
    { name: string; since: number; wonLeads: number; projects: number; paise: number }
  >();
  const addClient = (name: string, since: number, kind: 'lead' | 'project', amount = 0) => {
    const key = name.trim().toLowerCase();
    const row = clientRows.get(key) ?? { name, since, wonLeads: 0, projects: 0, paise: 0 };
    if (since < row.since) Object.assign(row, { name, since });
    if (kind === 'lead') row.wonLeads += 1;
    else row.projects += 1;
    row.paise += amount;
    clientRows.set(key, row);
  };
  for (const lead of leads.filter((row) => row.status === 'won'))
    addClient(lead.companyName, (lead.createdAt as Date).getTime(), 'lead');
  for (const project of bde.projects)
    addClient(project.company, at(project.daysAgo), 'project', paise(project.amount));
  const clients = [...clientRows.values()].sort((a, b) => b.since - a.since);

  const months = lastMonthsInIndia(now, 12);
  const since = monthStartInIndia(now, 11).getTime();
  const inWindow = <T extends { daysAgo: number }>(rows: T[]) =>
    rows.filter((row) => at(row.daysAgo) >= since);
  const monthly = months.map((month) => {
    const of = <T extends { daysAgo: number }>(rows: T[]) =>
      inWindow(rows).filter((row) => indiaMonth(at(row.daysAgo)) === month);
    return {
      month,
      paise: of(bde.projects).reduce((sum, project) => sum + paise(project.amount), 0),
      sent: of(bde.proposals).length,
      accepted: of(bde.proposals).filter((proposal) => proposal.status === 'accepted').length,
    };
  });
  const sent = monthly.reduce((sum, row) => sum + row.sent, 0);
  const accepted = monthly.reduce((sum, row) => sum + row.accepted, 0);

  const team = downline(bde);
  const teamProjects = team.flatMap((member) => member.bde.projects);
  const today = todayInIndia(now);
  const followUps = leads
    .filter((lead) => lead.followUpOn && lead.status !== 'won' && lead.status !== 'lost')
    .sort((a, b) => (a.followUpOn! < b.followUpOn! ? -1 : a.followUpOn! > b.followUpOn! ? 1 : 0));
  const monthStart = monthStartInIndia(now).getTime();

  return {
    bde,
    leads: [...leads].sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime()),
    funnel: LEAD_STATUSES.map((status) => ({
      status,
      count: leads.filter((lead) => lead.status === status).length,
    })),
    services: tally(leads.flatMap((lead) => lead.servicesRequired)),
    sources: tally(leads.map((lead) => lead.reference?.trim() || 'Not given')),
    tiles: {
      newLeads: leads.filter((lead) => lead.status === 'new').length,
      leads: leads.length,
      clients: clients.length,
      newClients: clients.filter((client) => client.since >= monthStart).length,
    },
    clients,
    followUps: {
      overdue: followUps.filter((lead) => lead.followUpOn! < today),
      dueToday: followUps.filter((lead) => lead.followUpOn === today),
      upcoming: followUps.filter((lead) => lead.followUpOn! > today),
    },
    proposals: [...bde.proposals].sort((a, b) => a.daysAgo - b.daysAgo),
    reports: {
      monthly,
      revenue: monthly.reduce((sum, row) => sum + row.paise, 0) / 100,
      sent,
      accepted,
      conversionRate: sent ? Math.round((accepted * 10_000) / sent) / 100 : 0,
    },
    team: {
      members: team.length,
      levels: [...new Set(team.map((member) => member.level))].map((level) => ({
        level,
        members: team.filter((member) => member.level === level).length,
      })),
      codes: team.map((member) => member.bde.bdeCode),
      activeProjects: teamProjects.filter((project) => project.status === 'Active').length,
      revenue: teamProjects.reduce((sum, project) => sum + paise(project.amount), 0) / 100,
    },
  };
}

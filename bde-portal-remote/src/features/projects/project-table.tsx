import type { ProjectRow } from 'shared/contract/business-responses';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { DataTable, type Column } from '../../ui/data-table';

interface ProjectTableProps {
  caption: string;
  projects: ProjectRow[];
  emptyText: string;
}

const COLUMNS: Column<ProjectRow>[] = [
  { header: 'Company', cell: (project) => project.companyName },
  { header: 'Amount', numeric: true, cell: (project) => formatInr(project.businessAmount) },
  {
    header: 'Created',
    cell: (project) => <time dateTime={project.createdDate}>{formatDateIn(project.createdDate)}</time>,
  },
];

/** Project rows: company, business amount in rupees, created date in the en-IN style. */
export function ProjectTable({ caption, projects, emptyText }: ProjectTableProps) {
  return (
    <DataTable
      className="data-table data-table--projects"
      caption={caption}
      columns={COLUMNS}
      rows={projects}
      rowKey={(project, index) => `${project.companyName}-${project.createdDate}-${index}`}
      empty={projects.length === 0 && emptyText}
    />
  );
}

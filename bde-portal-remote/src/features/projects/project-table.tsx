import type { ProjectRow } from 'shared/contract/business-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { DataTable, type Column } from '../../ui/data-table';

interface ProjectTableProps {
  caption: string;
  projects: ProjectRow[];
  emptyText: string;
}

/** Project rows: company, business amount in rupees, created date, in the page's language. */
export function ProjectTable({ caption, projects, emptyText }: ProjectTableProps) {
  const t = useBdeText();
  const { date, inr } = useWorkFormat();
  const columns: Column<ProjectRow>[] = [
    { header: t('Company'), cell: (project) => project.companyName },
    { header: t('Amount'), numeric: true, cell: (project) => inr(project.businessAmount) },
    {
      header: t('Created'),
      cell: (project) => <time dateTime={project.createdDate}>{date(project.createdDate)}</time>,
    },
  ];
  return (
    <DataTable
      className="data-table data-table--projects"
      caption={caption}
      columns={columns}
      rows={projects}
      rowKey={(project, index) => `${project.companyName}-${project.createdDate}-${index}`}
      empty={projects.length === 0 && emptyText}
    />
  );
}

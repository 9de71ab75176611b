import type { ProjectRow } from 'shared/contract/business-responses';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { TableScroll } from '../portal/table-scroll';

interface ProjectTableProps {
  caption: string;
  projects: ProjectRow[];
  emptyText: string;
}

/** Project rows: company, business amount in rupees, created date in the en-IN style. */
export function ProjectTable({ caption, projects, emptyText }: ProjectTableProps) {
  return (
    <TableScroll label={caption}>
      <table className="data-table data-table--projects">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col" className="data-table__number">
              Amount
            </th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {projects.length === 0 ? (
            <tr>
              <td colSpan={3} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            projects.map((project, index) => (
              <tr key={`${project.companyName}-${project.createdDate}-${index}`}>
                <th scope="row">{project.companyName}</th>
                <td className="data-table__number">{formatInr(project.businessAmount)}</td>
                <td>
                  <time dateTime={project.createdDate}>{formatDateIn(project.createdDate)}</time>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

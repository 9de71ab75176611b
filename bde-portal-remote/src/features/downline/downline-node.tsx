import { useId, useState } from 'react';
import type { HierarchyNode } from 'shared/contract/executive-responses';
import { FetchProblem, useLoggedFailure } from '../portal/fetch-problem';
import { useDownlineQuery } from '../portal/portal-api';

/** The children of one BDE, loaded when first shown. */
export function DownlineChildren({ parent, isYou = false }: { parent: HierarchyNode; isYou?: boolean }) {
  const { data, error, isLoading, refetch } = useDownlineQuery(parent.bdeCode);
  useLoggedFailure(`the downline of ${parent.bdeCode}`, error);
  if (error) return <FetchProblem what={`the team of ${parent.fullName}`} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <p aria-busy="true">Loading…</p>;
  if (data.children.length === 0) {
    return (
      <p className="tree__empty">
        {isYou
          ? `No one has joined with your BDE code yet. When someone registers with ${parent.bdeCode} as the referral code, they appear here.`
          : `No one has joined through ${parent.fullName} yet.`}
      </p>
    );
  }
  return (
    <ul className="tree__list">
      {data.children.map((child) => (
        <DownlineNode key={child.bdeCode} node={child} />
      ))}
    </ul>
  );
}

/** One BDE in the tree: a button that shows or hides their own downline. */
function DownlineNode({ node }: { node: HierarchyNode }) {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  return (
    <li className="tree__item">
      <button
        type="button"
        className="tree__toggle"
        aria-expanded={expanded}
        aria-controls={childrenId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className="tree__chevron" aria-hidden="true" />
        <span className="tree__name">{node.fullName}</span> <span className="tree__code">{node.bdeCode}</span>
      </button>
      <div id={childrenId} hidden={!expanded}>
        {expanded && <DownlineChildren parent={node} />}
      </div>
    </li>
  );
}

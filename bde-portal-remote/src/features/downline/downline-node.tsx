import type { HierarchyNode } from 'shared/contract/executive-responses';
import { useDisclosure } from 'shared/disclosure/use-disclosure';
import { useDownlineQuery } from '../../app/portal-api';
import { useBdeText } from '../../i18n/bde-text';
import { QueryView } from '../../ui/query-view';

/** The children of one BDE, loaded when first shown. */
export function DownlineChildren({ parent, isYou = false }: { parent: HierarchyNode; isYou?: boolean }) {
  const t = useBdeText();
  return (
    <QueryView
      query={useDownlineQuery(parent.bdeCode)}
      what={t('the team of {{name}}', { name: parent.fullName })}
      logAs={`the downline of ${parent.bdeCode}`}
    >
      {(data) =>
        data.children.length === 0 ? (
          <p className="tree__empty">
            {isYou
              ? t(
                  'No one has joined with your BDE code yet. When someone registers with {{code}} as the referral code, they appear here.',
                  { code: parent.bdeCode },
                )
              : t('No one has joined through {{name}} yet.', { name: parent.fullName })}
          </p>
        ) : (
          <ul className="tree__list">
            {data.children.map((child) => (
              <DownlineNode key={child.bdeCode} node={child} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

/** One BDE in the tree: a button that shows or hides their own downline. */
function DownlineNode({ node }: { node: HierarchyNode }) {
  const team = useDisclosure();
  return (
    <li className="tree__item">
      <button type="button" className="tree__toggle" {...team.buttonProps}>
        <span className="tree__chevron" aria-hidden="true" />
        <span className="tree__name">{node.fullName}</span> <span className="tree__code">{node.bdeCode}</span>
      </button>
      <div id={team.panelId} hidden={!team.open}>
        {team.open && <DownlineChildren parent={node} />}
      </div>
    </li>
  );
}

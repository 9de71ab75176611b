import { useId, useState, type ComponentType } from 'react';
import { MarkedText } from 'shared/careers/english-text';
import { richText } from 'shared/i18n/rich-text';
import { useMarketingText } from '../../i18n/marketing-text';
import './apply-section.css';

interface ApplySectionProps {
  /** `titleLang` is 'en' when the title is the English one on a page in another language. */
  opening: { slug: string; title: string; titleLang?: 'en' };
}

type FormModule = { default: ComponentType<ApplySectionProps> };

// The form, its checks and its upload are a chunk of their own, fetched when the candidate asks for
// the form (or points at the button): the opening's page loads without them.
let formChunk: Promise<FormModule> | null = null;
function loadForm(): Promise<FormModule> {
  formChunk ??= import(/* webpackChunkName: "apply-form" */ './apply-form').catch((error: unknown) => {
    formChunk = null;
    throw error;
  });
  return formChunk;
}

export const LOAD_FAILED = 'The application form could not be loaded. Check your connection and try again.';

/**
 * Where an open opening takes applications: a heading and one button. The form's code is fetched on
 * the first press, and the form takes the button's place with focus on its first field.
 */
export function ApplySection({ opening }: ApplySectionProps) {
  const id = useId();
  const [Form, setForm] = useState<FormModule['default'] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const t = useMarketingText();

  function open() {
    if (state === 'loading') return;
    setState('loading');
    loadForm().then(
      (module) => setForm(() => module.default),
      () => setState('failed'),
    );
  }

  return (
    <section className="apply-section" aria-labelledby={`${id}-title`}>
      {/* Named with its opening: a page may list several, each landmark needs its own name. */}
      <h2 id={`${id}-title`}>
        {t('Apply for this role')}
        <span className="visually-hidden">
          {': '}
          <MarkedText text={opening.title} lang={opening.titleLang} />
        </span>
      </h2>
      {Form ? (
        <Form opening={opening} />
      ) : (
        <>
          <p>
            {t(
              'Tell us about yourself and send your résumé (PDF or Word, up to 5 MB). It takes about five minutes, and we reply to every application within a week.',
            )}
          </p>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={state === 'loading' || undefined}
            onClick={open}
            onPointerEnter={() => void loadForm().catch(() => undefined)}
            onFocus={() => void loadForm().catch(() => undefined)}
          >
            {state === 'loading' ? t('Opening the form…') : t('Apply now')}
            <span className="visually-hidden">
              {richText(t, ' for {{title}}', {
                title: <MarkedText text={opening.title} lang={opening.titleLang} />,
              })}
            </span>
          </button>
          <div role="status" className="apply-section__status">
            {state === 'failed' && <p className="apply-form__problem">{t(LOAD_FAILED)}</p>}
          </div>
        </>
      )}
    </section>
  );
}

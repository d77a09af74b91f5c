import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { t } from '../i18n/messages';

/** The review-widget link. Without a configured widget it points to our About page; no script loads. */
export function ReviewLink({ toolName }: { toolName: string }) {
  const text = t('review.prompt', { tool: toolName });
  return (
    <p className="text-center text-sm text-slate-600">
      {site.reviewWidgetUrl ? (
        <a href={site.reviewWidgetUrl} target="_blank" rel="noopener noreferrer" className="link">
          {text} {t('review.leave')}
        </a>
      ) : (
        <>
          {text}{' '}
          <Link to="/about" className="link">
            {t('review.learnMore', { name: site.name })}
          </Link>
        </>
      )}
    </p>
  );
}

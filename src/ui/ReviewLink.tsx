import { Link } from 'react-router-dom';
import { site } from '../../content/site';

/** The review-widget link. Without a configured widget it points to our About page; no script loads. */
export function ReviewLink({ toolName }: { toolName: string }) {
  const text = `Enjoying the ${toolName}? Tell others what you think.`;
  return (
    <p className="text-center text-sm text-slate-600">
      {site.reviewWidgetUrl ? (
        <a href={site.reviewWidgetUrl} target="_blank" rel="noopener noreferrer" className="link">
          {text} Leave a review
        </a>
      ) : (
        <>
          {text}{' '}
          <Link to="/about" className="link">
            Learn more about Filesmith
          </Link>
        </>
      )}
    </p>
  );
}

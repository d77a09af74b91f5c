import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { toolBySlug, toolName } from '../../tools';
import { ContentPage } from '../../ui/ContentPage';
import { DataTable } from '../../ui/DataTable';
import { richText } from '../../ui/richText';
import { IMAGE_COLUMNS, imageFormats, selection, VIDEO_COLUMNS, videoFormats } from './copy';

export default function FileFormatsGuidePage() {
  const description = t('fileFormatsGuide.description');
  return (
    <ContentPage
      meta={{
        title: t('fileFormatsGuide.title'),
        description,
        path: '/file-formats-guide',
        keywords: t('fileFormatsGuide.keywords').split(',').map((k) => k.trim()),
      }}
      heading={t('fileFormatsGuide.heading')}
      lead={description}
    >
      <div className="space-y-12">
        <section aria-labelledby="image-formats">
          <h2 id="image-formats" className="section-title text-2xl">{t('fileFormatsGuide.images.title')}</h2>
          <p className="mb-4 text-slate-700">{t('fileFormatsGuide.images.intro')}</p>
          <DataTable
            caption={t('fileFormatsGuide.images.caption')}
            columns={IMAGE_COLUMNS.map((c) => t(`fileFormatsGuide.images.column.${c}`))}
            rows={imageFormats()}
          />
        </section>

        <section aria-labelledby="video-formats">
          <h2 id="video-formats" className="section-title text-2xl">{t('fileFormatsGuide.videos.title')}</h2>
          <p className="mb-4 text-slate-700">{t('fileFormatsGuide.videos.intro')}</p>
          <DataTable
            caption={t('fileFormatsGuide.videos.caption')}
            columns={VIDEO_COLUMNS.map((c) => t(`fileFormatsGuide.videos.column.${c}`))}
            rows={videoFormats()}
          />
        </section>

        <section aria-labelledby="choose-format">
          <h2 id="choose-format" className="section-title text-2xl">{t('fileFormatsGuide.choose.title')}</h2>
          <DataTable
            caption={t('fileFormatsGuide.choose.caption')}
            columns={[t('fileFormatsGuide.choose.column.need'), t('fileFormatsGuide.choose.column.use'), t('fileFormatsGuide.choose.column.tool')]}
            rows={selection().map((s) => {
              const tool = toolBySlug(s.tool);
              return [s.need, s.use, <Link key={s.need} to={`/${tool.slug}`} className="link">{toolName(tool)}</Link>];
            })}
          />
        </section>

        <p className="text-center text-slate-700">
          {richText('fileFormatsGuide.next', {
            compressionGuide: <Link to="/file-compression-guide" className="link">{t('fileFormatsGuide.next.compressionGuide')}</Link>,
            blog: <Link to="/blog" className="link">{t('fileFormatsGuide.next.blog')}</Link>,
          })}
        </p>
      </div>
    </ContentPage>
  );
}

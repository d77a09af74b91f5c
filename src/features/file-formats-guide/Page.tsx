import { Link } from 'react-router-dom';
import { toolBySlug } from '../../tools';
import { ContentPage } from '../../ui/ContentPage';
import { DataTable } from '../../ui/DataTable';
import { imageFormats, selection, videoFormats } from './copy';

const description = 'JPEG, PNG, WebP, AVIF, GIF, SVG and HEIC images and MP4, WebM, MOV, AVI and MKV videos compared, with a table that tells you which format to choose.';

export default function FileFormatsGuidePage() {
  return (
    <ContentPage
      meta={{
        title: 'File Formats Guide: Images and Video Compared',
        description,
        path: '/file-formats-guide',
        keywords: ['file formats guide', 'jpeg vs png vs webp', 'avif', 'mp4 vs webm', 'best image format', 'video formats'],
      }}
      heading="File Formats Guide"
      lead={description}
    >
      <div className="space-y-12">
        <section aria-labelledby="image-formats">
          <h2 id="image-formats" className="section-title text-2xl">Image Formats</h2>
          <p className="mb-4 text-slate-700">
            Photos compress best with lossy formats; graphics with flat colours and sharp edges compress best losslessly. Modern formats do
            both and beat the classics on size.
          </p>
          <DataTable
            caption="Image format comparison"
            columns={['Format', 'Compression', 'Transparency', 'Animation', 'Browser Support', 'Best For']}
            rows={imageFormats}
          />
        </section>

        <section aria-labelledby="video-formats">
          <h2 id="video-formats" className="section-title text-2xl">Video Formats</h2>
          <p className="mb-4 text-slate-700">
            A video file is a container (MP4, WebM, MOV) holding streams encoded with a codec (H.264, HEVC, VP9, AV1). The codec decides the
            quality for a given size; the container decides where the file will play.
          </p>
          <DataTable
            caption="Video format comparison"
            columns={['Format', 'Compression Efficiency', 'Playback Support', 'Best For']}
            rows={videoFormats}
          />
        </section>

        <section aria-labelledby="choose-format">
          <h2 id="choose-format" className="section-title text-2xl">Which Format Should I Use?</h2>
          <DataTable
            caption="Format selection guide"
            columns={['If You Need', 'Use', 'Tool']}
            rows={selection.map((s) => {
              const tool = toolBySlug(s.tool);
              return [s.need, s.use, <Link key={s.need} to={`/${tool.slug}`} className="link">{tool.name}</Link>];
            })}
          />
        </section>

        <p className="text-center text-slate-700">
          Ready to shrink a file? See the recommended settings in the <Link to="/file-compression-guide" className="link">File Compression Guide</Link>{' '}
          or read more on the <Link to="/blog" className="link">blog</Link>.
        </p>
      </div>
    </ContentPage>
  );
}

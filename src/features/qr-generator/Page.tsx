import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { canGenerate, createQrGeneratorMachine, type EcLevel, type QrImage, type QrRequest, type QrType } from '../../machines/qrGenerator.machine';
import { tool } from '../../toolPages/qr-generator';
import { Select } from '../../ui/Select';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { ContentField } from './ContentField';
import { readToolCopy } from '../../ui/toolCopy';
import { generateQr } from './engine';
import { QrPreview } from './QrPreview';
import { texts } from './texts';
import { TypesCard } from './TypesCard';
import { WifiFields } from './WifiFields';

const machine = createQrGeneratorMachine(texts).provide({
  actors: { generator: fromPromise<QrImage, QrRequest>(({ input }) => generateQr(input)) },
});

/** The type menu, in its order; each type's name is `qrGenerator.type.<value>`. */
const TYPES: readonly QrType[] = ['text', 'url', 'email', 'phone', 'wifi'];

const LEVELS: readonly EcLevel[] = ['L', 'M', 'Q', 'H'];

export default function QrGeneratorPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const { qrType, content, wifi, ecLevel, result } = snapshot.context;
  const generating = snapshot.matches('generating');

  return (
    <ToolPage tool={tool} copy={readToolCopy('qrGenerator')} aside={<TypesCard />}>
      <div className="grid gap-6 md:grid-cols-2">
        <form
          className="grid content-start gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'GENERATE' });
          }}
        >
          <Select label={t('qrGenerator.type')} value={qrType} options={TYPES.map((value) => ({ value, label: t(`qrGenerator.type.${value}`) }))} onChange={(v) => send({ type: 'TYPE_CHANGED', qrType: v })} />
          {qrType === 'wifi' ? (
            <WifiFields wifi={wifi} onChange={(w) => send({ type: 'WIFI_CHANGED', wifi: w })} />
          ) : (
            <ContentField qrType={qrType} value={content} onChange={(v) => send({ type: 'CONTENT_CHANGED', content: v })} />
          )}
          <Select
            label={t('qrGenerator.level')}
            value={ecLevel}
            options={LEVELS.map((value) => ({ value, label: t(`qrGenerator.level.${value}`) }))}
            onChange={(v) => send({ type: 'EC_LEVEL_CHANGED', ecLevel: v })}
          />
          <div>
            <button type="submit" className="btn-primary" disabled={generating || !canGenerate(snapshot.context)}>
              {generating ? t('qrGenerator.action.progress') : t('qrGenerator.action')}
            </button>
          </div>
        </form>
        <QrPreview image={result} />
      </div>
    </ToolPage>
  );
}

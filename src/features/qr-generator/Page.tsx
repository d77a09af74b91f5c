import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
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

const TYPES: { value: QrType; label: string }[] = [
  { value: 'text', label: 'Plain Text' },
  { value: 'url', label: 'URL/Website' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone Number' },
  { value: 'wifi', label: 'Wi-Fi Network' },
];

const LEVELS: { value: EcLevel; label: string }[] = [
  { value: 'L', label: 'L: Low (7% recovery)' },
  { value: 'M', label: 'M: Medium (15% recovery)' },
  { value: 'Q', label: 'Q: Quartile (25% recovery)' },
  { value: 'H', label: 'H: High (30% recovery)' },
];

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
          <Select label="QR Code Type" value={qrType} options={TYPES} onChange={(v) => send({ type: 'TYPE_CHANGED', qrType: v })} />
          {qrType === 'wifi' ? (
            <WifiFields wifi={wifi} onChange={(w) => send({ type: 'WIFI_CHANGED', wifi: w })} />
          ) : (
            <ContentField qrType={qrType} value={content} onChange={(v) => send({ type: 'CONTENT_CHANGED', content: v })} />
          )}
          <Select
            label="Error Correction"
            value={ecLevel}
            options={LEVELS}
            onChange={(v) => send({ type: 'EC_LEVEL_CHANGED', ecLevel: v })}
          />
          <div>
            <button type="submit" className="btn-primary" disabled={generating || !canGenerate(snapshot.context)}>
              {generating ? 'Generating...' : 'Generate QR Code'}
            </button>
          </div>
        </form>
        <QrPreview image={result} />
      </div>
    </ToolPage>
  );
}

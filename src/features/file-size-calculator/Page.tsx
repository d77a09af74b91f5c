import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import {
  createFileSizeCalculatorMachine,
  QUALITY_RANGE,
  type EstimateFileType,
  type SizeUnit,
} from '../../machines/fileSizeCalculator.machine';
import { tool } from '../../toolPages/file-size-calculator';
import { Select } from '../../ui/Select';
import { Slider } from '../../ui/Slider';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { EstimatePanel } from './EstimatePanel';
import { RatioTable } from './RatioTable';
import { SIZE_INPUT } from './estimate';
import { texts } from './texts';

/** The units and file types in their order; their words are `fileSizeCalculator.unit.<unit>` and `.type.<type>`. */
const UNITS: readonly SizeUnit[] = ['KB', 'MB', 'GB'];
const FILE_TYPES: readonly EstimateFileType[] = ['image', 'pdf', 'video'];

const machine = createFileSizeCalculatorMachine(texts);

/** A blank field is "nothing entered"; anything else is a number the machine judges (0 and below are errors). */
const parseSize = (raw: string) => (raw.trim() === '' ? null : Number(raw));

export default function FileSizeCalculatorPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  const [rawSize, setRawSize] = useState('');
  useToastEvents(actor);
  const { unit, fileType, quality, shown } = snapshot.context;

  return (
    <ToolPage tool={tool} copy={readToolCopy('fileSizeCalculator')} extra={<RatioTable />}>
      <form
        className="grid gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'CALCULATE' });
        }}
        noValidate
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="calc-size" className="mb-1 block text-sm font-medium text-slate-700">
              {t('fileSizeCalculator.size')}
            </label>
            <input
              id="calc-size"
              type="number"
              inputMode="decimal"
              min={SIZE_INPUT.min}
              step={SIZE_INPUT.step}
              placeholder={t('fileSizeCalculator.size.placeholder')}
              value={rawSize}
              aria-invalid={snapshot.matches('invalid') || undefined}
              aria-describedby={snapshot.matches('invalid') ? 'calc-size-error' : undefined}
              onChange={(e) => {
                setRawSize(e.target.value);
                send({ type: 'SIZE_CHANGED', size: parseSize(e.target.value) });
              }}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            />
          </div>
          <Select label={t('fileSizeCalculator.unit')} value={unit} options={UNITS.map((value) => ({ value, label: t(`fileSizeCalculator.unit.${value}`) }))} onChange={(v) => send({ type: 'UNIT_CHANGED', unit: v })} />
          <Select
            label={t('fileSizeCalculator.type')}
            value={fileType}
            options={FILE_TYPES.map((value) => ({ value, label: t(`fileSizeCalculator.type.${value}`) }))}
            onChange={(v) => send({ type: 'TYPE_CHANGED', fileType: v })}
          />
          <Slider
            label={t('fileSizeCalculator.quality')}
            value={quality}
            min={QUALITY_RANGE.min}
            max={QUALITY_RANGE.max}
            step={QUALITY_RANGE.step}
            unit="%"
            endLabels={[t('fileSizeCalculator.quality.smaller'), t('fileSizeCalculator.quality.higher')]}
            onChange={(v) => send({ type: 'QUALITY_CHANGED', quality: v })}
          />
        </div>
        {snapshot.matches('invalid') && (
          <p id="calc-size-error" role="alert" className="text-sm font-medium text-red-700">
            {texts.invalidSize.description}
          </p>
        )}
        <div>
          <button type="submit" className="btn-primary">
            {t('fileSizeCalculator.action')}
          </button>
        </div>
      </form>
      <div className="mt-6" aria-live="polite">
        {shown ? (
          <EstimatePanel inputs={shown} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{t('fileSizeCalculator.placeholder')}</p>
        )}
      </div>
    </ToolPage>
  );
}

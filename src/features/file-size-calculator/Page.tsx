import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { inspectOptions } from '../../lib/inspect';
import {
  createFileSizeCalculatorMachine,
  PLACEHOLDER_TEXT,
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

const UNITS: { value: SizeUnit; label: string }[] = [
  { value: 'KB', label: 'KB' },
  { value: 'MB', label: 'MB' },
  { value: 'GB', label: 'GB' },
];

const FILE_TYPES: { value: EstimateFileType; label: string }[] = [
  { value: 'image', label: 'Image' },
  { value: 'pdf', label: 'PDF' },
  { value: 'video', label: 'Video' },
];

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
              File size
            </label>
            <input
              id="calc-size"
              type="number"
              inputMode="decimal"
              min={SIZE_INPUT.min}
              step={SIZE_INPUT.step}
              placeholder="e.g. 12.5"
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
          <Select label="Unit" value={unit} options={UNITS} onChange={(v) => send({ type: 'UNIT_CHANGED', unit: v })} />
          <Select
            label="File type"
            value={fileType}
            options={FILE_TYPES}
            onChange={(v) => send({ type: 'TYPE_CHANGED', fileType: v })}
          />
          <Slider
            label="Quality level"
            value={quality}
            min={QUALITY_RANGE.min}
            max={QUALITY_RANGE.max}
            step={QUALITY_RANGE.step}
            unit="%"
            endLabels={['Smaller file', 'Higher quality']}
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
            Calculate Compression
          </button>
        </div>
      </form>
      <div className="mt-6" aria-live="polite">
        {shown ? (
          <EstimatePanel inputs={shown} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{PLACEHOLDER_TEXT}</p>
        )}
      </div>
    </ToolPage>
  );
}

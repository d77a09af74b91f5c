import { useId } from 'react';
import { Slider as RadixSlider } from 'radix-ui';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Text after the value, e.g. '%'. */
  unit?: string;
  /** Labels under the two ends of the track. */
  endLabels?: [string, string];
  disabled?: boolean;
}

/** A labelled single-value slider (Radix: keyboard and screen-reader ready). */
export function Slider({ label, value, min, max, step = 1, onChange, unit = '', endLabels, disabled }: SliderProps) {
  const id = useId();
  return (
    <div className="w-full">
      <div className="mb-2 flex items-center justify-between text-sm font-medium text-slate-700">
        <span id={id}>{label}</span>
        <span aria-hidden="true">
          {value}
          {unit}
        </span>
      </div>
      <RadixSlider.Root
        className="relative flex h-5 w-full touch-none select-none items-center"
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([v]) => onChange(v)}
      >
        <RadixSlider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <RadixSlider.Range className="absolute h-full rounded-full bg-indigo-600" />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          aria-labelledby={id}
          aria-valuetext={`${value}${unit}`}
          className="block h-5 w-5 rounded-full border-2 border-indigo-600 bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
        />
      </RadixSlider.Root>
      {endLabels && (
        <div className="mt-1 flex justify-between text-xs text-slate-500">
          <span>{endLabels[0]}</span>
          <span>{endLabels[1]}</span>
        </div>
      )}
    </div>
  );
}

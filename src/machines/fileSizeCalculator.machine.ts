/**
 * The file-size calculator: inputs (size, unit, file type, quality) and when an estimate is shown.
 * The spec recalculates on every change while the size is greater than 0, and on the button.
 * A size of 0 or below is an error the user sees; a blank size shows the placeholder again.
 * The numbers themselves come from the page's pure `estimate` function applied to `shown`.
 */
import { assign, emit, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export type SizeUnit = 'KB' | 'MB' | 'GB';
export type EstimateFileType = 'image' | 'pdf' | 'video';

export interface CalculatorInputs {
  size: number;
  unit: SizeUnit;
  fileType: EstimateFileType;
  quality: number;
}

interface CalculatorContext {
  /** Null while the size field is blank. */
  size: number | null;
  unit: SizeUnit;
  fileType: EstimateFileType;
  quality: number;
  /** The inputs of the estimate on screen. */
  shown: CalculatorInputs | null;
}

export type CalculatorEvent =
  | { type: 'SIZE_CHANGED'; size: number | null }
  | { type: 'UNIT_CHANGED'; unit: SizeUnit }
  | { type: 'TYPE_CHANGED'; fileType: EstimateFileType }
  | { type: 'QUALITY_CHANGED'; quality: number }
  | { type: 'CALCULATE' };

export const QUALITY_RANGE = { min: 50, max: 95, step: 5, default: 75 } as const;

/** The page's toast for a size of 0 or below on Calculate (the spec's wording lives with the page). */
export interface CalculatorTexts {
  invalidSize: ToastMessage;
}

const isValidSize = (size: number | null): size is number => size !== null && Number.isFinite(size) && size > 0;

const clampQuality = (q: number) =>
  Math.min(QUALITY_RANGE.max, Math.max(QUALITY_RANGE.min, Math.round(q / QUALITY_RANGE.step) * QUALITY_RANGE.step));

export function createFileSizeCalculatorMachine(texts: CalculatorTexts) {
  return setup({
    types: {
      context: {} as CalculatorContext,
      events: {} as CalculatorEvent,
      emitted: {} as ToastEmitted,
    },
    guards: {
      validSizeEntered: ({ event }) => event.type === 'SIZE_CHANGED' && isValidSize(event.size),
      sizeCleared: ({ event }) => event.type === 'SIZE_CHANGED' && event.size === null,
      hasValidSize: ({ context }) => isValidSize(context.size),
    },
    actions: {
      setSize: assign({ size: ({ event }) => (event.type === 'SIZE_CHANGED' ? event.size : null) }),
      setOption: assign(({ context, event }) => {
        if (event.type === 'UNIT_CHANGED') return { unit: event.unit };
        if (event.type === 'TYPE_CHANGED') return { fileType: event.fileType };
        if (event.type === 'QUALITY_CHANGED') return { quality: clampQuality(event.quality) };
        return context;
      }),
      showEstimate: assign({
        shown: ({ context }) => ({ size: context.size as number, unit: context.unit, fileType: context.fileType, quality: context.quality }),
      }),
      hideEstimate: assign({ shown: null }),
      toastInvalidSize: emit(() => ({ type: 'toast' as const, toast: texts.invalidSize })),
    },
  }).createMachine({
    id: 'fileSizeCalculator',
    context: { size: null, unit: 'MB', fileType: 'image', quality: QUALITY_RANGE.default, shown: null },
    initial: 'empty',
    on: {
      SIZE_CHANGED: [
        { guard: 'validSizeEntered', target: '.calculated', actions: ['setSize', 'showEstimate'] },
        { guard: 'sizeCleared', target: '.empty', actions: ['setSize', 'hideEstimate'] },
        { target: '.invalid', actions: ['setSize', 'hideEstimate'] },
      ],
      UNIT_CHANGED: [{ guard: 'hasValidSize', target: '.calculated', actions: ['setOption', 'showEstimate'] }, { actions: 'setOption' }],
      TYPE_CHANGED: [{ guard: 'hasValidSize', target: '.calculated', actions: ['setOption', 'showEstimate'] }, { actions: 'setOption' }],
      QUALITY_CHANGED: [{ guard: 'hasValidSize', target: '.calculated', actions: ['setOption', 'showEstimate'] }, { actions: 'setOption' }],
      CALCULATE: [
        { guard: 'hasValidSize', target: '.calculated', actions: 'showEstimate' },
        { target: '.invalid', actions: ['hideEstimate', 'toastInvalidSize'] },
      ],
    },
    states: {
      /** Placeholder: nothing entered yet (or the size was cleared). */
      empty: {},
      /** The size is 0, negative or missing on Calculate: the page says so. */
      invalid: {},
      calculated: {},
    },
  });
}

import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { createBase64ToolMachine, type Base64Job, type Base64Result, type Base64Tab, type TextTab } from '../../machines/base64Tool.machine';
import { tool } from '../../toolPages/base64-tool';
import { Tabs } from '../../ui/Tabs';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { runBase64Job } from './engine';
import { FilePanel } from './FilePanel';
import { TextPanel } from './TextPanel';
import { texts } from './texts';

const machine = createBase64ToolMachine(texts).provide({
  actors: { engine: fromPromise<Base64Result, Base64Job>(({ input, signal }) => runBase64Job(input, signal)) },
});

/** The tabs in their order; each one's label is `base64Tool.tab.<tab>`. */
const TABS: readonly Base64Tab[] = ['encodeText', 'decodeText', 'encodeFile', 'decodeFile'];

export default function Base64ToolPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const { tab, inputs, results, file, job, progress } = snapshot.context;
  const working = snapshot.matches('working');

  const textPanel = (panelTab: TextTab) => (
    <TextPanel
      tab={panelTab}
      value={inputs[panelTab]}
      result={results[panelTab]}
      busy={working && job === panelTab}
      blocked={working && job !== panelTab}
      onInput={(value) => send({ type: 'INPUT_CHANGED', value })}
      onRun={() => send({ type: 'RUN' })}
      onCopied={(ok) => send({ type: ok ? 'COPIED' : 'COPY_FAILED' })}
    />
  );

  const items = TABS.map((value) => ({
    value,
    label: t(`base64Tool.tab.${value}`),
    content:
      value === 'encodeFile' ? (
        <FilePanel
          file={file}
          result={results.encodeFile}
          busy={working && job === 'encodeFile'}
          progress={progress}
          onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
          onRemove={() => send({ type: 'FILE_REMOVED' })}
          onCancel={() => send({ type: 'CANCEL' })}
          onCopied={(ok) => send({ type: ok ? 'COPIED' : 'COPY_FAILED' })}
        />
      ) : (
        textPanel(value)
      ),
  }));

  return (
    <ToolPage tool={tool} copy={readToolCopy('base64Tool')}>
      <Tabs label={t('base64Tool.tabs')} items={items} value={tab} onChange={(next) => send({ type: 'TAB_CHANGED', tab: next })} />
    </ToolPage>
  );
}

import { Toast } from 'radix-ui';
import { t } from '../i18n/messages';
import { dismissToast, type ShownToast } from '../lib/toast';

/** Spec constants: limit 1 (the store keeps one), viewport duration 5000 ms, swipe threshold 50. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD = 50;

const VARIANT_CLASS = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-700 text-white',
};

/** The toasts themselves (Radix Toast); loaded after the page, see Toaster. */
export default function ToastList({ toasts }: { toasts: ShownToast[] }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD} label={t('toast.region')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          data-testid="toast"
          data-variant={toast.variant ?? 'default'}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative rounded-lg border p-4 pe-10 shadow-lg ${VARIANT_CLASS[toast.variant ?? 'default']}`}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>}
          <Toast.Close aria-label={t('toast.close')} className="absolute end-2 top-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:ring-2">
            ✕
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 end-0 z-[100] m-4 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}

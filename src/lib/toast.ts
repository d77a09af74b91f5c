/**
 * Toasts: machines emit `{ type: 'toast', toast }`, pages forward them here, the app's Toaster
 * renders them (limit 1: a new toast replaces the shown one).
 */
type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

/** The event machines emit. */
export interface ToastEmitted {
  type: 'toast';
  toast: ToastMessage;
}

type Listener = (toasts: ShownToast[]) => void;

let nextId = 1;
let current: ShownToast[] = [];
const listeners = new Set<Listener>();

const publish = () => listeners.forEach((l) => l(current));

export function showToast(toast: ToastMessage): void {
  current = [{ ...toast, id: nextId++ }];
  publish();
}

export function dismissToast(id: number): void {
  current = current.filter((t) => t.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => current;
export const getServerToasts = (): ShownToast[] => [];

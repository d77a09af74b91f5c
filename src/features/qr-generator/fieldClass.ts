/** The look of the QR page's text inputs. */
export const FIELD_CLASS =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

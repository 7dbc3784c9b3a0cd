/** Set on <html> once the page has hydrated (app/components/HydrationMark.tsx). */
export const HYDRATED = "html[data-hydrated]";

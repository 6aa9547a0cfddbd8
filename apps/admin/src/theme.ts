import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** No web font is fetched: the system's own, with a Bengali face where the system has one. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", "Helvetica Neue", Arial, sans-serif',
  },
};

import React from 'react';
import { colorVariable, palettes, type ColorToken } from '../../styles/palettes';
import { showTheme, THEME_STORAGE_KEY } from './theme';

const declarations = (palette: Record<ColorToken, string>, scheme: string) =>
  `color-scheme:${scheme};` +
  (Object.keys(palette) as ColorToken[])
    .map((token) => `${colorVariable(token)}:${palette[token]}`)
    .join(';');

/**
 * Both palettes as custom properties (HTML in the head, no page JavaScript): light on :root, dark
 * when the system asks for it and the visitor has not chosen light, or when they chose dark.
 */
export function themeStyles(): string {
  const dark = declarations(palettes.dark, 'dark');
  return (
    `:root{${declarations(palettes.light, 'light')}}` +
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}` +
    `:root[data-theme=dark]{${dark}}`
  );
}

/**
 * Shows the stored choice before anything paints, with the toggle's own code (showTheme's source):
 * <html>'s data-theme, and the theme-color tags just above it. Its hash is in each page's CSP
 * (inlineScriptHashes).
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")(${showTheme.toString()})(t)}catch(e){}`;

/** The browser bar's colour: the header's ground in each theme. */
const themeColor = { light: palettes.light.surface, dark: palettes.dark.surface };

/** The head elements of dark mode, for every page (gatsby-ssr.tsx), in this order. */
export function themeHeadComponents(): React.ReactElement[] {
  return [
    <style key="theme-palettes" dangerouslySetInnerHTML={{ __html: themeStyles() }} />,
    ...(['light', 'dark'] as const).map((scheme) => (
      <meta
        key={`theme-color-${scheme}`}
        name="theme-color"
        media={`(prefers-color-scheme: ${scheme})`}
        content={themeColor[scheme]}
        data-light={themeColor.light}
        data-dark={themeColor.dark}
      />
    )),
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
  ];
}

// react-i18next as this site uses it, for the browser bundle and the server render (aliased in
// gatsby-node.ts, mapped in jest.config.js): the provider and `useTranslation` over
// src/features/i18n/translator.ts. The package itself re-exports everything from CommonJS
// (<Trans> and its HTML parser, HOCs, SSR helpers) and subscribes every component to i18next's
// events; here a page's translator is fixed for the page's life (gatsby-plugin-react-i18next
// makes a new one per page render), so `t` only changes with it. A new import from
// 'react-i18next' fails the build until it is added here.
import { createContext, createElement, useContext, useMemo } from 'react';

export const I18nContext = createContext({});

export function I18nextProvider({ i18n, defaultNS, children }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** `[t, i18n, ready]` with `.t`, `.i18n` and `.ready`, like react-i18next's. */
export function useTranslation(ns, props = {}) {
  const context = useContext(I18nContext);
  const i18n = props.i18n || context.i18n;
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider> above it');
  const requested = ns || context.defaultNS || i18n.options.defaultNS || 'translation';
  const namespaces = typeof requested === 'string' ? [requested] : requested;
  const nsMode = props.nsMode ?? i18n.options.react?.nsMode;
  const joined = namespaces.join();
  const t = useMemo(
    () =>
      i18n.getFixedT(props.lng || null, nsMode === 'fallback' ? namespaces : namespaces[0], props.keyPrefix),
    // `namespaces` is a new array each render; `joined` says whether its names changed.
    [i18n, joined, nsMode, props.lng, props.keyPrefix],
  );
  const result = [t, i18n, true];
  result.t = t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}

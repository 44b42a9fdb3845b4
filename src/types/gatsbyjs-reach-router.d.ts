// The one export of Gatsby's router the site reads directly (the package ships no types): the
// context Gatsby's renderers provide with the current location, during SSR and in the browser.
declare module '@gatsbyjs/reach-router' {
  import type { Context } from 'react';

  export const LocationContext: Context<{ location: { pathname: string } } | undefined>;
}

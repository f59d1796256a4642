import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

export type ShellLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The router's Link, provided by the app (App.tsx). Outside it, in the signed-out visitor's shell that
 * runs without react-router (Root.tsx), there is none.
 */
export const RouterLinkContext = createContext<ComponentType<ShellLinkProps> | null>(null);

/**
 * A link to another screen, for the components the signed-out visitor's shell shares with the app
 * (the landing page, the top bar): the router's Link inside the app, else a plain anchor whose click
 * the shell turns into a navigation (docs/decisions/0020-landing-bundle.md).
 */
export function ShellLink({ to, ...props }: ShellLinkProps) {
  const RouterLink = useContext(RouterLinkContext);
  return RouterLink ? <RouterLink to={to} {...props} /> : <a href={to} {...props} />;
}

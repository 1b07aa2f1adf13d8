/**
 * `@uwd/ui/icon-props`: how the line icons are drawn (24px grid, 1.6 stroke, hidden from assistive tech), for
 * the icons of @uwd/ui and those a remote draws for itself. A sub-path of its own: the shared `@uwd/ui` index
 * stays as it is.
 */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The <svg> attributes of a line icon; `size` (width and height) defaults to `defaultSize`. */
export function iconProps({ size, ...rest }: IconProps, defaultSize = 24): SVGProps<SVGSVGElement> {
  const side = size ?? defaultSize;
  return {
    width: side,
    height: side,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...rest,
  };
}

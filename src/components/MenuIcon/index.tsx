import React from 'react';
import type {IconName} from '@site/src/data/menus';

/** Simple line icons (24x24, stroke) drawn for this site. Decorative: hidden from assistive technology. */
const PATHS: Record<IconName, string> = {
  rocket:
    'M5 15c-1 1-1.5 3.5-1.5 5.5 2 0 4.5-.5 5.5-1.5M9 12l3 3m-3-3a14 14 0 0 1 11-8.5A14 14 0 0 1 12 15m-3-3H5l2.5-3H11m1 6v4l3-2.5V13',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5z',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8M14.5 6.5 13 5a4 4 0 0 0-5.5 5.5L3 15l3 3 4.5-4.5',
  layers: 'M12 3 2 8l10 5 10-5zM2 13l10 5 10-5M2 18l10 5 10-5',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14m6-12v14',
  arrows: 'M4 8h13l-3-3m6 11H7l3 3',
  users:
    'M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8m13 10v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8',
  code: 'm8 7-5 5 5 5m8-10 5 5-5 5M14 4l-4 16',
  terminal: 'm4 7 5 5-5 5m8 1h8',
  cube: 'm12 2 9 5v10l-9 5-9-5V7zm0 10 9-5m-9 5v10m0-10L3 7',
  workflow: 'M5 3h4v4H5zm10 14h4v4h-4zM7 7v4a2 2 0 0 0 2 2h6a2 2 0 0 1 2 2v2',
  parse: 'M4 4h10l6 6v10H4zm10 0v6h6M8 14h8m-8 3h5',
  pencil: 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  shield: 'M12 2 4 5v6c0 5 3.5 9.5 8 11 4.5-1.5 8-6 8-11V5zm-3 10 2 2 4-4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18',
  chart: 'M3 3v18h18M8 16v-5m5 5V8m5 8v-8',
  calendar: 'M4 5h16v16H4zm0 5h16M8 3v4m8-4v4',
  megaphone: 'M3 10v4h3l7 5V5L6 10zm13-1a4 4 0 0 1 0 6',
  heart: 'M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20z',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zm13 5h3v9a2 2 0 0 1-2 2M8 8h5m-5 4h5m-5 4h3',
  briefcase: 'M3 7h18v13H3zm5 0V4h8v3M3 13h18',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  coins:
    'M9 7c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3zm-7-3v12c0 1.7 3 3 7 3m-7-9c0 1.7 3 3 7 3m6 2c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3zm-7-3v5c0 1.7 3 3 7 3s7-1.3 7-3v-5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5v-5m0-3h.01',
};

export type MenuIconProps = {name: IconName; size?: number; className?: string};

export default function MenuIcon({name, size = 20, className}: MenuIconProps): React.JSX.Element {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

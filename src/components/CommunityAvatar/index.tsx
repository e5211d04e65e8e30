import React from 'react';
import clsx from 'clsx';
import {avatarUrl} from '@site/src/lib/community';
import styles from './styles.module.css';

export type CommunityAvatarProps = {
  /** GitHub user name: the picture is https://github.com/<github>.png. */
  github: string;
  /** The person's name, used in the alt text. */
  name: string;
  /** Displayed size in CSS pixels; the image is requested at twice that for sharp screens. */
  size?: number;
  className?: string;
};

/** A person's GitHub avatar: round, lazy-loaded, with its size set so the layout does not shift. */
export default function CommunityAvatar({github, name, size = 64, className}: CommunityAvatarProps): React.JSX.Element {
  return (
    <img
      className={clsx(styles.avatar, className)}
      src={avatarUrl(github, size * 2)}
      alt={`${name}'s GitHub avatar`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
